import Dispatch
import Synchronization

/// Watches one file by polling its ``FileStamp`` (every 100 ms by default) and calls `changed`
/// on its own queue when the stamp changes (not while the file is missing, as during an atomic
/// save).
public final class FileWatcher {
    /// The timer.
    let timer: DispatchSourceTimer

    /// The stamp last seen, shared with the timer's handler.
    final class LastStamp: Sendable {
        /// The stamp, under a lock.
        let value: Mutex<FileStamp?>
        /// A box holding `stamp`.
        init(_ stamp: FileStamp?) { value = Mutex(stamp) }
    }

    /// Starts watching `path`.
    public init(path: String, intervalMs: Int = 100, changed: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "popsplit.preview.watch")
        timer = DispatchSource.makeTimerSource(queue: queue)
        let last = LastStamp(FileStamp.of(path))
        timer.schedule(deadline: .now() + .milliseconds(intervalMs), repeating: .milliseconds(max(10, intervalMs)))
        timer.setEventHandler {
            guard let stamp = FileStamp.of(path) else { return }
            let isNew = last.value.withLock { seen -> Bool in
                defer { seen = stamp }
                return seen != stamp
            }
            if isNew { changed() }
        }
        timer.resume()
    }

    /// Stops watching.
    public func stop() { timer.cancel() }
}
