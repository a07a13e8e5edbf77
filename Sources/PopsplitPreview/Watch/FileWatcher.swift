import PopsplitPreviewLink
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one file by polling its ``FileStamp`` (every 100 ms by default) on a thread of its own
/// (a plain POSIX thread: the daemon loads no Dispatch) and calls `changed` on that thread when
/// the stamp changes (not while the file is missing, as during an atomic save).
public final class FileWatcher {
    /// Whether the watcher was stopped, shared with its thread.
    final class Stopped: Sendable {
        /// The flag.
        let value = Atomic<Bool>(false)
    }

    /// The flag the thread checks before each look at the file.
    let stopped = Stopped()

    /// Starts watching `path`; without a thread (none could be made) nothing is watched.
    public init(path: String, intervalMs: Int = 100, changed: @escaping @Sendable () -> Void) {
        let stopped = self.stopped
        let interval = UInt32(max(10, min(intervalMs, 60_000))) * 1000
        var last = FileStamp.of(path)
        _ = LinkThread.start {
            // Runs until stop(): one look at the file per interval.
            while !stopped.value.load(ordering: .acquiring) {
                usleep(interval)
                guard !stopped.value.load(ordering: .acquiring), let stamp = FileStamp.of(path) else { continue }
                if stamp != last {
                    last = stamp
                    changed()
                }
            }
        }
    }

    /// Stops watching: the thread ends after its current interval, calling `changed` no more.
    public func stop() { stopped.value.store(true, ordering: .releasing) }
}
