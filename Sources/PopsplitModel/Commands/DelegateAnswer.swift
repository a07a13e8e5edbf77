/// An answer to a ``DelegateQuestion``: a yes or no ("should this tab be selected?") or a number
/// ("where should the split go?").
public enum DelegateAnswer: Sendable, Hashable {
    /// A yes or no.
    case bool(Bool)
    /// A number (points).
    case number(Double)

    /// The answer as a boolean (a number is true unless 0).
    public var boolValue: Bool {
        switch self {
        case .bool(let value): value
        case .number(let value): value != 0
        }
    }

    /// The answer as a number (`nil` for a boolean).
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

extension DelegateAnswer: ExpressibleByBooleanLiteral {
    /// `true` and `false` written where an answer goes.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
