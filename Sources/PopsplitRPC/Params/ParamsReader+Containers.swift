import PopsplitJSON

/// Nested objects and arrays.
extension ParamsReader {
    /// A reader of the required object `key`, its path extended (`params.options`).
    public func object(_ key: String) throws(RPCError) -> ParamsReader {
        let found = try required(key, expected: "object")
        guard case .object = found else { throw mismatch(key, expected: "object", got: found) }
        return ParamsReader(found, path: path(of: key))
    }

    /// A reader of the optional object `key`, or nil when absent or null.
    public func optionalObject(_ key: String) throws(RPCError) -> ParamsReader? {
        guard let found = try optional(key) else { return nil }
        guard case .object = found else { throw mismatch(key, expected: "object", got: found) }
        return ParamsReader(found, path: path(of: key))
    }

    /// The required array `key`.
    public func array(_ key: String) throws(RPCError) -> [JSONValue] {
        let found = try required(key, expected: "array")
        guard let elements = found.arrayValue else { throw mismatch(key, expected: "array", got: found) }
        return elements
    }

    /// The optional array `key`.
    public func optionalArray(_ key: String) throws(RPCError) -> [JSONValue]? {
        guard let found = try optional(key) else { return nil }
        guard let elements = found.arrayValue else { throw mismatch(key, expected: "array", got: found) }
        return elements
    }

    /// Readers of the elements of the required array `key` (paths `params.items[0]` ...).
    public func elements(_ key: String) throws(RPCError) -> [ParamsReader] {
        let base = path(of: key)
        return try array(key).enumerated().map { ParamsReader($0.element, path: "\(base)[\($0.offset)]") }
    }

    /// Readers of the elements of the optional array `key`, or nil when absent or null.
    public func optionalElements(_ key: String) throws(RPCError) -> [ParamsReader]? {
        guard let found = try optionalArray(key) else { return nil }
        let base = path(of: key)
        return found.enumerated().map { ParamsReader($0.element, path: "\(base)[\($0.offset)]") }
    }

    /// Fails unless this value itself is an object (absent counts as an empty object).
    public func requireObject() throws(RPCError) {
        switch value {
        case nil, .null?, .object?: return
        case let other?: throw RPCError.invalidParams(path: path, expected: "object", got: other.typeName)
        }
    }
}
