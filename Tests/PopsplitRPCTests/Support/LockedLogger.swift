import Foundation
import PopsplitRPC

/// A logger safe to share between the transport's thread and the test.
final class LockedLogger: RPCLogger, @unchecked Sendable {
    /// Guards `entries`.
    private let lock = NSLock()
    /// The lines so far.
    private var entries: [LogEntry] = []

    /// Records a line.
    func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        lock.lock()
        entries.append(LogEntry(level: level, message: message()))
        lock.unlock()
    }

    /// The messages recorded at `level`.
    func messages(at level: LogLevel) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.level == level }.map(\.message)
    }
}
