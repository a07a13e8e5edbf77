/// One recorded log line.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
    /// Its level.
    public var level: LogLevel
    /// Its text.
    public var message: String

    /// An entry.
    public init(level: LogLevel, message: String) {
        self.level = level
        self.message = message
    }

    /// `[level] message`.
    public var description: String { "[\(level)] \(message)" }
}
