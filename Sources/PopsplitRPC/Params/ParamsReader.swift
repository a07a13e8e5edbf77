import PopsplitJSON

/// Reads a request's params with precise -32602 errors that name the field path and the
/// expected type: `params.scene: expected string, got integer`.
///
/// Required readers fail on a missing member (`got nothing`) and on `null` (`got null`);
/// optional readers return nil for both. Nested objects are read through ``object(_:)``, whose
/// reader extends the path (`params.options.animated`); array elements through
/// ``elements(_:)`` (`params.items[2]`).
public struct ParamsReader: Sendable {
    /// The path of the value read, for error messages (`params`, `params.options` ...).
    public let path: String
    /// The value read (the params themselves at the top), or nil when absent.
    public let value: JSONValue?

    /// A reader of a message's params (nil when the message had none).
    public init(_ params: JSONValue?, path: String = "params") {
        self.path = path
        self.value = params
    }

    /// Whether the value is absent or null.
    public var isAbsent: Bool { value == nil || value == .null }

    /// The path of a member of this value.
    public func path(of key: String) -> String { "\(path).\(key)" }

    /// The raw member `key` (null included); nil when absent. Fails when this value is present
    /// but not an object.
    public func member(_ key: String) throws(RPCError) -> JSONValue? {
        switch value {
        case nil, .null?: return nil
        case .object(let object)?: return object[key]
        case let other?: throw RPCError.invalidParams(path: path, expected: "object", got: other.typeName)
        }
    }

    /// The member `key`, or nil when absent or null.
    func optional(_ key: String) throws(RPCError) -> JSONValue? {
        guard let found = try member(key), !found.isNull else { return nil }
        return found
    }

    /// The member `key`; fails when absent (`got nothing`) or null (`got null`).
    func required(_ key: String, expected: String) throws(RPCError) -> JSONValue {
        guard let found = try member(key) else {
            throw RPCError.invalidParams(path: path(of: key), expected: expected, got: "nothing")
        }
        if found.isNull { throw RPCError.invalidParams(path: path(of: key), expected: expected, got: "null") }
        return found
    }

    /// The error for a member of the wrong type.
    func mismatch(_ key: String, expected: String, got: JSONValue) -> RPCError {
        RPCError.invalidParams(path: path(of: key), expected: expected, got: got.typeName)
    }

    /// Fails on the first member not in `allowed` (`params.colour: unexpected field`).
    public func rejectUnknownFields(allowed: [String]) throws(RPCError) {
        switch value {
        case nil, .null?: return
        case .object(let object)?:
            for key in object.keys where !allowed.contains(key) {
                throw RPCError.invalidParams("\(path(of: key)): unexpected field")
            }
        case let other?: throw RPCError.invalidParams(path: path, expected: "object", got: other.typeName)
        }
    }
}
