import PopsplitJSON

/// A notification the server sends to the client (`layout/changed` ...).
public struct OutgoingNotification: Sendable, Equatable {
    /// The method name.
    public var method: String
    /// The params (an object or an array, as a tree or already encoded), or nil to omit them.
    public var payload: JSONPayload?

    /// A notification with params as a tree.
    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.payload = params.map { .value($0) }
    }

    /// A notification whose params an encoder already wrote.
    public init(method: String, encodedParams: JSONText) {
        self.method = method
        self.payload = .text(encodedParams)
    }

    /// The params as a tree (decoded when they were encoded).
    public var params: JSONValue? { payload?.value }

    /// The message as JSON: `{"jsonrpc":"2.0","method":..,"params":..}`.
    public var json: JSONValue { RPCWire.notification(method: method, params: params) }

    /// The message as the session hands it to the transport: encoded params stay bytes.
    public var message: OutgoingMessage {
        if case .text(let text)? = payload { return .notification(method: method, params: text) }
        return .value(json)
    }
}
