import PopsplitJSON

/// The standard errors, with their messages.
extension RPCError {
    /// -32803: the request was not run: `waiting` messages already wait for the answer to a
    /// question (``RPCSession/maximumQueuedMessages``).
    public static func queueFull(waiting: Int) -> RPCError {
        RPCError(
            code: RPCErrorCode.requestFailed,
            message: "the daemon is busy: \(waiting) messages wait for the answer to a question it asked; this request was not run")
    }

    /// -32700: the body is not JSON (`detail` says why; `data` may say where).
    public static func parseError(_ detail: String, data: JSONValue? = nil) -> RPCError {
        RPCError(code: RPCErrorCode.parseError, message: "parse error: \(detail)", data: data)
    }

    /// -32600: the message is not a valid request (`detail` says why).
    public static func invalidRequest(_ detail: String) -> RPCError {
        RPCError(code: RPCErrorCode.invalidRequest, message: "invalid request: \(detail)")
    }

    /// -32601: no such method.
    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: RPCErrorCode.methodNotFound, message: "method not found: \(method)")
    }

    /// -32602: `path: expected type, got type`, with the same facts as data.
    public static func invalidParams(path: String, expected: String, got: String) -> RPCError {
        RPCError(
            code: RPCErrorCode.invalidParams, message: "\(path): expected \(expected), got \(got)",
            data: ["path": .string(path), "expected": .string(expected), "got": .string(got)])
    }

    /// -32602 with a free message (a value of the right type but out of range ...).
    public static func invalidParams(_ message: String) -> RPCError {
        RPCError(code: RPCErrorCode.invalidParams, message: message)
    }

    /// -32603: the server failed (`detail` says how).
    public static func internalError(_ detail: String) -> RPCError {
        RPCError(code: RPCErrorCode.internalError, message: "internal error: \(detail)")
    }

    /// -32002: a request before `initialize`.
    public static let serverNotInitialized = RPCError(
        code: RPCErrorCode.serverNotInitialized, message: "server not initialized")

    /// -32800: the request was cancelled before it ran.
    public static let requestCancelled = RPCError(
        code: RPCErrorCode.requestCancelled, message: "request cancelled")
}
