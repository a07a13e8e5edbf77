import PopsplitJSON

/// What a key of a scene document holds, as data: the schema's type of the value, read by the
/// schema generator and by whatever else needs to know a key's values (completion, other readers).
public indirect enum FormatValue: Sendable, Equatable {
    /// Any string.
    case string
    /// A string of at least one character.
    case nonEmptyString
    /// A string matching a regular expression (ECMA 262, as JSON Schema reads it).
    case pattern(String)
    /// `true` or `false`.
    case boolean
    /// Exactly this value.
    case constant(JSONValue)
    /// An integer no lower than `minimum`.
    case integer(minimum: Int)
    /// A number within the range.
    case number(ClosedRange<Double>)
    /// One of these names.
    case enumeration([String])
    /// A value described once under its name (`#/$defs/<name>`): a named value or an object.
    case reference(FormatDefinitionName)
    /// An array of values of one type, with optional bounds on its length and distinct items.
    case array(of: FormatValue, minItems: Int? = nil, maxItems: Int? = nil, unique: Bool = false)
    /// An array of exactly these values, in this order (a frame, a size, four margins).
    case tuple([FormatValue])
    /// Exactly one of these values.
    case oneOf([FormatValue])
    /// A value with a description of its own (an element of a tuple, a branch of `oneOf`).
    case described(String, FormatValue)

    /// One of the raw names of a model enumeration, in its declaration order.
    public static func names<Names: CaseIterable & RawRepresentable>(_: Names.Type) -> FormatValue where Names.RawValue == String {
        .enumeration(Names.allCases.map(\.rawValue))
    }
}
