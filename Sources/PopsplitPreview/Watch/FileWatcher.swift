import Dispatch
import NIOConcurrencyHelpers

/// Watches one file by polling its ``FileStamp`` (every 100 ms by default) and calls `changed`
/// on its own queue when the stamp changes (not while the file is missing, as during an atomic
/// save).
public final class FileWatcher {
    /// The timer.
    let timer: DispatchSourceTimer
    /// The stamp last seen.
    let last: NIOLockedValueBox<FileStamp?>

    /// Starts watching `path`.
    public init(path: String, intervalMs: Int = 100, changed: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "popsplit.preview.watch")
        timer = DispatchSource.makeTimerSource(queue: queue)
        let last = NIOLockedValueBox(FileStamp.of(path))
        self.last = last
        timer.schedule(deadline: .now() + .milliseconds(intervalMs), repeating: .milliseconds(max(10, intervalMs)))
        timer.setEventHandler {
            guard let stamp = FileStamp.of(path) else { return }
            let isNew = last.withLockedValue { seen -> Bool in
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
