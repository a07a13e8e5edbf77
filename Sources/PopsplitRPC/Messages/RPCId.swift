import PopsplitJSON

/// A JSON-RPC request id: a string or an integer (reals and null are refused as request ids).
public enum RPCId: Sendable, Hashable, CustomStringConvertible {
    /// An integer id.
    case int(Int64)
    /// A string id.
    case string(String)

    /// The id read from a message's `id` member; nil for any other JSON type.
    public init?(_ value: JSONValue) {
        switch value {
        case .int(let i): self = .int(i)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }

    /// The id as written in JSON (`7`, `"q1"`), for logs.
    public var description: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}
