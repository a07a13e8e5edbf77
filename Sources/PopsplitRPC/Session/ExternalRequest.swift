import PopsplitJSON

/// A request that did not come from the stdio client but from another input of the daemon (the
/// preview page): it runs through the session in arrival order like the client's own
/// requests, its notifications and questions go to the stdio client, and only its result or
/// error goes back to `reply` (never to the stdio client).
public struct ExternalRequest {
    /// The method.
    public let method: String
    /// The params.
    public let params: JSONValue?
    /// Receives the result or the error, on the session's thread.
    public let reply: (Result<JSONValue, RPCError>) -> Void

    /// A request whose answer goes to `reply`.
    public init(method: String, params: JSONValue?, reply: @escaping (Result<JSONValue, RPCError>) -> Void) {
        self.method = method
        self.params = params
        self.reply = reply
    }
}
