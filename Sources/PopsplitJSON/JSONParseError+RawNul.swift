/// The error for a raw NUL byte, which jansson does not always catch (issue 9, item 5).
extension JSONParseError {
    /// jansson's code for a syntax error, used for a raw NUL byte.
    static let syntaxErrorCode = 8

    /// A raw NUL byte at `offset` of `bytes`: code 8, placed as jansson places its errors (line
    /// 1-based, column the NUL's in Unicode scalars, position the bytes read up to and including
    /// the NUL).
    static func rawNul(in bytes: UnsafeRawBufferPointer, at offset: Int) -> JSONParseError {
        var line = 1
        var column = 0
        for index in 0...offset {
            let byte = bytes[index]
            if byte == 0x0A, index < offset {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1  // a scalar starts here (not a UTF-8 continuation byte)
            }
        }
        return JSONParseError(
            code: syntaxErrorCode, text: "raw NUL byte (U+0000 must be written \\u0000, inside a string)",
            line: line, column: column, position: offset + 1)
    }
}
