import PopsplitJSON

/// One incoming JSON-RPC 2.0 message, classified.
public enum RPCMessage: Sendable, Equatable {
    /// A request: the client waits for a response with the same id.
    case request(id: RPCId, method: String, params: JSONValue?)
    /// A notification: no id, no response.
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent: a result or an error. The id is nil when the
    /// client answered with `"id": null` (it could not read our request).
    case response(id: RPCId?, result: Result<JSONValue, RPCError>)
    /// Not a valid message: answered with `error` and `id` (null when the id was unusable).
    case invalid(id: RPCId?, error: RPCError)

    /// The method, for requests and notifications.
    public var method: String? {
        switch self {
        case .request(_, let method, _), .notification(let method, _): return method
        case .response, .invalid: return nil
        }
    }
}
