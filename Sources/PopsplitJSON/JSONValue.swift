/// A JSON value held in Swift: the currency between the jansson layer and the rest of popsplit.
///
/// Objects keep their keys in insertion order (see ``JSONObject``), so that serialising the same
/// value always yields the same bytes. Integers are kept apart from reals: a number written without
/// a fraction or exponent parses as ``int(_:)``; ``double(_:)`` values that are integral are written
/// as integers by the serializer.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits in 64 bits (jansson's `json_int_t`).
    case int(Int64)
    /// A real number; never NaN or infinite.
    case double(Double)
    /// A string of valid Unicode.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with keys in insertion order.
    case object(JSONObject)
}

extension JSONValue {
    /// The string, when this value is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The boolean, when this value is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The integer, when this value is an integer, or a real with an integral value in range.
    public var intValue: Int64? {
        switch self {
        case .int(let i): return i
        case .double(let d):
            guard d.rounded() == d, let i = Int64(exactly: d) else { return nil }
            return i
        default: return nil
        }
    }

    /// The number as a real, when this value is an integer or a real.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The elements, when this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The object, when this value is one.
    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The JSON type's name as JSON Schema spells it, for error messages ("object", "integer" ...).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .double: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A real literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal; keys keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(elements.count)
        for (key, value) in elements { members.append((key: key, value: value)) }
        self = .object(JSONObject(members))
    }
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
}
