import PopsplitRPC

/// `--log-level error|warning|info|debug|trace`: the levels by name, for the command line.
enum LogLevelArgument: String, ArgumentValue, CaseIterable {
    /// Failures only.
    case error
    /// Bad input that was handled, and failures.
    case warning
    /// Lifecycle too.
    case info
    /// Each request and notification by method, questions and answers.
    case debug
    /// Every message received and sent, with its text.
    case trace

    /// The logger's level.
    var level: LogLevel {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .debug: return .debug
        case .trace: return .trace
        }
    }
}
