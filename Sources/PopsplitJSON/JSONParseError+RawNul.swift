/// The error for a raw NUL byte, which jansson does not always catch.
extension JSONParseError {
    /// jansson's code for a syntax error, used for a raw NUL byte.
    static let syntaxErrorCode = 8

    /// A raw NUL byte at `offset` of `bytes`: code 8, placed as jansson places its errors (line
    /// 1-based, column the NUL's in Unicode scalars, position the bytes read up to and including
    /// the NUL).
    static func rawNul(in bytes: UnsafeRawBufferPointer, at offset: Int) -> JSONParseError {
        // The NUL's own line and column (``TextPosition``: the place of the byte at `offset`).
        let place = TextPosition.of(offset: offset, in: bytes)
        return JSONParseError(
            code: syntaxErrorCode, text: "raw NUL byte (U+0000 must be written \\u0000, inside a string)",
            line: place.line, column: place.column, position: offset + 1)
    }
}
