import PopsplitJSON

/// A notification the server sends to the client (`layout/changed` ...).
public struct OutgoingNotification: Sendable, Equatable {
    /// The method name.
    public var method: String
    /// The params (an object or an array), or nil to omit them.
    public var params: JSONValue?

    /// A notification.
    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    /// The message as JSON: `{"jsonrpc":"2.0","method":..,"params":..}`.
    public var json: JSONValue { RPCWire.notification(method: method, params: params) }
}
