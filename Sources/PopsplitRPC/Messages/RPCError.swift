import PopsplitJSON

/// A JSON-RPC error object: a code, a one-line message and optional data.
public struct RPCError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error code (see ``RPCErrorCode``; the service may use -32000 ... -32099).
    public var code: Int
    /// A short description, one sentence.
    public var message: String
    /// Structured details, when useful.
    public var data: JSONValue?

    /// An error.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The error object as JSON: `{"code":..,"message":..,"data":..}` (data only when present).
    public var json: JSONValue {
        var object = JSONObject()
        object.appendUnchecked("code", .int(Int64(code)))
        object.appendUnchecked("message", .string(message))
        if let data { object.appendUnchecked("data", data) }
        return .object(object)
    }

    /// The error read from a response's `error` member. Lenient: a missing message becomes "",
    /// a real code is truncated, a missing code becomes -32603 (Emacs sends +32603: kept as is).
    public init(json value: JSONValue) {
        if let integer = value["code"]?.intValue {
            code = Int(truncatingIfNeeded: integer)
        } else if let real = value["code"]?.doubleValue, abs(real) < 1e15 {
            code = Int(real)
        } else {
            code = RPCErrorCode.internalError
        }
        message = value["message"]?.stringValue ?? ""
        data = value["data"]
    }

    /// `code: message`, for logs.
    public var description: String { "\(code): \(message)" }
}
