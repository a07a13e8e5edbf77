/// How important a log line is; a logger shows its chosen level and everything more important.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// Something failed: a bug of ours or a broken stream.
    case error = 0
    /// Bad input that was handled (a framing error, an unmatched reply, a question timeout).
    case warning = 1
    /// Lifecycle: initialize, shutdown, exit, end of input; cancellations, trace settings.
    case info = 2
    /// Each request and notification received (by method and id), each question asked and
    /// answered.
    case debug = 3
    /// Every message received and sent, its text cut at the session's trace limit.
    case trace = 4

    /// The level named `name` (`error`, `warning`, `info`, `debug`, `trace`), or nil.
    public init?(name: String) {
        guard let level = LogLevel.allCases.first(where: { $0.description == name.lowercased() }) else { return nil }
        self = level
    }

    /// More important levels compare smaller.
    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .debug: return "debug"
        case .trace: return "trace"
        }
    }
}
