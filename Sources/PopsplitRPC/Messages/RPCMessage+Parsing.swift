import PopsplitJSON

/// Classifying a parsed JSON value as a message, with JSON-RPC 2.0's error rules.
extension RPCMessage {
    /// Classifies one message (not a batch: the caller splits arrays).
    ///
    /// Rules, in order:
    /// 1. Not an object -> invalid request, id null.
    /// 2. `result` or `error` present and no `method` -> a response (leniently read: it is never
    ///    answered, so a bad one is only logged by the caller).
    /// 3. `id`, when present, must be a string or an integer; anything else (null included)
    ///    -> invalid request, id null.
    /// 4. `jsonrpc` must be exactly `"2.0"`; `method` must be a string; `params`, when present,
    ///    must be an object or an array (`"params": null` is taken as absent, as some LSP
    ///    clients send it) -> otherwise invalid request, answered with the id when it was valid.
    public static func parse(_ value: JSONValue) -> RPCMessage {
        guard case .object(let object) = value else {
            return .invalid(id: nil, error: .invalidRequest("a message must be an object, got \(value.typeName)"))
        }
        let method = object["method"]
        if method == nil, object["result"] != nil || object["error"] != nil {
            return parseResponse(object)
        }
        var id: RPCId?
        if let rawId = object["id"] {
            guard let valid = RPCId(rawId) else {
                return .invalid(id: nil, error: .invalidRequest("id must be a string or an integer, got \(rawId.typeName)"))
            }
            id = valid
        }
        guard object["jsonrpc"] == .string("2.0") else {
            let got = object["jsonrpc"].map { $0.stringValue.map { "\"\($0)\"" } ?? $0.typeName } ?? "nothing"
            return .invalid(id: id, error: .invalidRequest("jsonrpc must be \"2.0\", got \(got)"))
        }
        guard let method else {
            return .invalid(id: id, error: .invalidRequest("method is missing"))
        }
        guard case .string(let name) = method else {
            return .invalid(id: id, error: .invalidRequest("method must be a string, got \(method.typeName)"))
        }
        var params = object["params"]
        switch params {
        case nil, .object?, .array?: break
        case .null?: params = nil
        case let other?:
            return .invalid(id: id, error: .invalidRequest("params must be an object or an array, got \(other.typeName)"))
        }
        if let id { return .request(id: id, method: name, params: params) }
        return .notification(method: name, params: params)
    }

    /// Reads a response leniently: any id type that is not a string or integer counts as null;
    /// an `error` member wins over `result`.
    private static func parseResponse(_ object: JSONObject) -> RPCMessage {
        let id = object["id"].flatMap(RPCId.init)
        if let error = object["error"], !error.isNull {
            return .response(id: id, result: .failure(RPCError(json: error)))
        }
        return .response(id: id, result: .success(object["result"] ?? .null))
    }
}
