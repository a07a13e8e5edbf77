/// Why a JSON text could not be parsed, with where (1-based line and column, byte offset).
///
/// Codes are jansson's `enum json_error_code`: 2 nesting too deep, 5 invalid UTF-8, 6 premature
/// end of input, 7 trailing bytes after the value, 8 syntax error (also an escaped lone
/// surrogate, and a raw NUL byte), 13 NUL in a key, 14 duplicate key, 15 number overflow.
public struct JSONParseError: Error, Sendable, Equatable {
    /// jansson's error code (`enum json_error_code`), or 0 when not from jansson.
    public var code: Int
    /// jansson's message (e.g. `duplicate object key near '"a"'`).
    public var text: String
    /// 1-based line of the error.
    public var line: Int
    /// 1-based column of the last character jansson read, counted in Unicode scalars (not
    /// bytes) on its line, as jansson counts it; 0 when it failed before reading any.
    public var column: Int
    /// Byte offset of the error: the number of bytes jansson had read when it failed, i.e. just
    /// past the offending token (`{"a":1,"a"` -> 10 for a duplicate `"a"`).
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

extension JSONParseError: CustomStringConvertible {
    /// One line for logs and error replies:
    /// `duplicate object key near '"a"' (code 14, line 1, column 14, byte 13)`.
    public var description: String {
        "\(text) (code \(code), line \(line), column \(column), byte \(position))"
    }
}
