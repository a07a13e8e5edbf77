import CJansson

extension JSONParseError {
    /// The error jansson reported in `error`.
    init(jansson error: json_error_t) {
        var error = error
        let code = Int(json_error_code(&error).rawValue)
        // The text is NUL-terminated within its first 159 bytes; the last byte holds the code.
        let text = withUnsafeBytes(of: &error.text) { raw in
            let limited = raw.prefix(raw.count - 1)
            let end = limited.firstIndex(of: 0) ?? limited.endIndex
            return String(decoding: limited[..<end], as: UTF8.self)
        }
        self.init(
            code: code,
            text: text,
            line: Int(error.line),
            column: Int(error.column),
            position: Int(error.position)
        )
    }
}
