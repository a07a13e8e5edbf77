/// Parses bytes into ``JSONValue`` and serialises values back, through jansson.
///
/// PLACEHOLDER API shape (to be implemented on jansson): the signatures are the contract.
public enum JSONCodec {
    /// Parses one JSON text (any top-level value). Rejects duplicate keys, invalid UTF-8,
    /// nesting deeper than jansson's limit and integers beyond 64 bits.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        throw JSONParseError(code: 0, text: "not implemented", line: 0, column: 0, position: 0)
    }

    /// Parses one JSON text held in an array of bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        throw JSONParseError(code: 0, text: "not implemented", line: 0, column: 0, position: 0)
    }

    /// Parses one JSON text held in a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        throw JSONParseError(code: 0, text: "not implemented", line: 0, column: 0, position: 0)
    }

    /// Appends the compact serialisation of `value` to `buffer` (keys in order, no spaces,
    /// integral reals as integers).
    public static func serialize(_ value: JSONValue, into buffer: inout [UInt8]) {}

    /// The compact serialisation of `value`.
    public static func serialize(_ value: JSONValue) -> [UInt8] { [] }

    /// The compact serialisation of `value` as a string.
    public static func string(_ value: JSONValue) -> String { "" }
}

/// Why a JSON text could not be parsed, with where (1-based line and column, 0-based byte offset).
public struct JSONParseError: Error, Sendable, Equatable {
    /// jansson's error code (`enum json_error_code`), or 0 when not from jansson.
    public var code: Int
    /// jansson's message.
    public var text: String
    /// 1-based line of the error.
    public var line: Int
    /// 1-based column of the error (in bytes).
    public var column: Int
    /// 0-based byte offset of the error.
    public var position: Int

    /// An error at a place.
    public init(code: Int, text: String, line: Int, column: Int, position: Int) {
        self.code = code
        self.text = text
        self.line = line
        self.column = column
        self.position = position
    }
}
