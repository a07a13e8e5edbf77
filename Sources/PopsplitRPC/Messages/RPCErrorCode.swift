/// The error codes popsplit uses: JSON-RPC 2.0's, and three of LSP's.
public enum RPCErrorCode {
    /// Invalid JSON was received (answered with id null).
    public static let parseError = -32700
    /// The JSON is not a valid request object (bad `jsonrpc`, id, method or params type).
    public static let invalidRequest = -32600
    /// The method does not exist.
    public static let methodNotFound = -32601
    /// The params are invalid; the message names the field path and the expected type.
    public static let invalidParams = -32602
    /// An internal error of the server.
    public static let internalError = -32603
    /// LSP: a request other than `initialize` arrived before `initialize`.
    public static let serverNotInitialized = -32002
    /// LSP: the request was cancelled by `$/cancelRequest` before it ran.
    public static let requestCancelled = -32800
    /// LSP's `RequestFailed`: a well-formed request the server did not run (the queue behind an
    /// unanswered question is full).
    public static let requestFailed = -32803
}
