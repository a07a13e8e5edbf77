import PopsplitJSON

/// Builds the JSON of outgoing messages, members always in the order jsonrpc, id, method,
/// params, result, error (so the same message always serialises to the same bytes).
public enum RPCWire {
    /// `{"jsonrpc":"2.0","id":..,"result":..}`.
    public static func response(id: RPCId?, result: JSONValue) -> JSONValue {
        var object = header()
        object.appendUnchecked("id", id?.json ?? .null)
        object.appendUnchecked("result", result)
        return .object(object)
    }

    /// `{"jsonrpc":"2.0","id":..,"error":{..}}`.
    public static func response(id: RPCId?, error: RPCError) -> JSONValue {
        var object = header()
        object.appendUnchecked("id", id?.json ?? .null)
        object.appendUnchecked("error", error.json)
        return .object(object)
    }

    /// A response with either outcome.
    public static func response(id: RPCId?, outcome: Result<JSONValue, RPCError>) -> JSONValue {
        switch outcome {
        case .success(let result): return response(id: id, result: result)
        case .failure(let error): return response(id: id, error: error)
        }
    }

    /// `{"jsonrpc":"2.0","id":..,"method":..,"params":..}`: a request to the client.
    public static func request(id: RPCId, method: String, params: JSONValue?) -> JSONValue {
        var object = header()
        object.appendUnchecked("id", id.json)
        object.appendUnchecked("method", .string(method))
        if let params { object.appendUnchecked("params", params) }
        return .object(object)
    }

    /// `{"jsonrpc":"2.0","method":..,"params":..}`.
    public static func notification(method: String, params: JSONValue?) -> JSONValue {
        var object = header()
        object.appendUnchecked("method", .string(method))
        if let params { object.appendUnchecked("params", params) }
        return .object(object)
    }

    /// An object holding `"jsonrpc":"2.0"`.
    private static func header() -> JSONObject {
        var object = JSONObject()
        object.reserveCapacity(4)  // every message has 3 or 4 members: one allocation
        object.appendUnchecked("jsonrpc", "2.0")
        return object
    }
}
