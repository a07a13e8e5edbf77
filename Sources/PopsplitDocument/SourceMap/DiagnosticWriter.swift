import PopsplitJSON

/// Writes diagnostics as the session asked at `initialize`: today's shape
/// (`{"severity": "error", "kind", "line", "column", "path", "message"}`), or, once the client
/// named `capabilities.general.positionEncodings`, LSP's `Diagnostic` as well: `range` (zero-based,
/// in the chosen encoding), a numeric `severity` (1 error, 2 warning), `code` (the kind) and
/// `source` (`"popsplit"`), beside `kind`, `line`, `column`, `path` and `message`.
public struct DiagnosticWriter {
    /// The encoding of LSP positions, or nil for today's shape.
    let encoding: PositionEncoding?
    /// The document's text, when it had one (ranges need it; without it a range is
    /// ``SourceRange/origin``).
    let text: String?

    /// A writer for the session's `encoding` (nil: today's shape) and the document's `text`.
    public init(encoding: PositionEncoding?, text: String?) {
        self.encoding = encoding
        self.text = text
    }

    /// The diagnostic's JSON.
    func json(_ diagnostic: DocumentDiagnostic, lines: TextLines?) -> JSONValue {
        guard let encoding else { return diagnostic.json }
        var object = JSONObject()
        object["range"] = range(of: diagnostic, lines: lines, encoding: encoding).json
        object["severity"] = .int(diagnostic.lspSeverity)
        object["code"] = .string(diagnostic.kind.rawValue)
        object["source"] = .string("popsplit")
        object["message"] = .string(diagnostic.message)
        object["kind"] = .string(diagnostic.kind.rawValue)
        object["line"] = diagnostic.line.map { .int(Int64($0)) } ?? .null
        object["column"] = diagnostic.column.map { .int(Int64($0)) } ?? .null
        object["path"] = .string(diagnostic.path)
        return .object(object)
    }

    /// The diagnostics' JSON array (the text's lines counted once, and only when a range needs
    /// them).
    public func json(_ diagnostics: [DocumentDiagnostic]) -> JSONValue {
        let lines = encoding != nil && !diagnostics.isEmpty ? text.map { TextLines(bytes: Array($0.utf8)) } : nil
        return .array(diagnostics.map { json($0, lines: lines) })
    }

    /// The range a diagnostic covers: from its place to the end of the token there (a whole
    /// string or key with its quotes, a number or a literal; one character for a bracket, a brace
    /// or a syntax error's place; in a storyboard or nib, an element's `<` and name); the empty
    /// range at 0:0 without text.
    func range(of diagnostic: DocumentDiagnostic, lines: TextLines?, encoding: PositionEncoding) -> SourceRange {
        guard let lines, let line = diagnostic.line, let column = diagnostic.column else { return .origin }
        let start = lines.byteOffset(line: line, column: column)
        let end = Self.tokenEnd(in: lines.bytes, at: start)
        return SourceRange(start: lines.point(ofByte: start, encoding: encoding), end: lines.point(ofByte: end, encoding: encoding))
    }

    /// The offset just after the token starting at `start`.
    static func tokenEnd(in bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count else { return bytes.count }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return JSONScanner.skipString(bytes[...], at: start) ?? start + 1
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return start + 1
        case UInt8(ascii: "<"):
            // A storyboard's or nib's element: its `<` and name.
            var end = start + 1
            while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[end]) { end += 1 }
            return end
        default:
            if let end = JSONScanner.skipValue(bytes[...], at: start) { return end }
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
    }
}
