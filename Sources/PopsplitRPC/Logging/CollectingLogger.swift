/// A logger that keeps its lines in memory (tests, `popsplit run`). Single-threaded.
public final class CollectingLogger: RPCLogger {
    /// The lines recorded, oldest first.
    public private(set) var entries: [LogEntry] = []
    /// The least important level kept.
    public let level: LogLevel

    /// A logger keeping lines at `level` and above (all by default).
    public init(level: LogLevel = .debug) { self.level = level }

    /// Keeps the line when its level is shown.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level <= self.level else { return }
        entries.append(LogEntry(level: level, message: message()))
    }

    /// The messages recorded at exactly `level`.
    public func messages(at level: LogLevel) -> [String] {
        entries.filter { $0.level == level }.map(\.message)
    }
}
