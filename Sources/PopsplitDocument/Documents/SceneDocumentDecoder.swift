import PopsplitJSON
import PopsplitModel

/// Turns a scene document (JSON text, or a parsed value) into a ``SceneDocument``, or into every
/// problem found in it, each with a JSON path and, when the text is known, a line and column.
///
/// The format is described in protocol.md and schema/scene-document.schema.json.
/// Decoding is pure: the same input always gives the same document or the same diagnostics.
/// Diagnostics come sorted by their place in the text (line, then column; the note that the
/// limit was reached comes last); without source text they come in the order found.
public struct SceneDocumentDecoder: Sendable {
    /// The most diagnostics reported for one document (a last one says more were dropped).
    public var diagnosticLimit: Int

    /// A decoder reporting at most `diagnosticLimit` diagnostics per document.
    public init(diagnosticLimit: Int = 100) {
        self.diagnosticLimit = diagnosticLimit
    }

    /// Parses `text` and decodes it. A syntax error gives one diagnostic with the parser's line
    /// and column.
    public func decode(text: String) -> Result<SceneDocument, DocumentDiagnostics> {
        check(text: text).result
    }

    /// Decodes a parsed document; `source` is the text it was parsed from, used only to place
    /// diagnostics (without it, `line` and `column` are `nil`).
    public func decode(value: JSONValue, source: String?) -> Result<SceneDocument, DocumentDiagnostics> {
        check(value: value, source: source).result
    }

    /// Like ``decode(text:)``, and also returns the warnings of a valid document.
    public func check(text: String) -> SceneDocumentCheck {
        let value: JSONValue
        do {
            value = try JSONCodec.parse(text)
        } catch {
            return SceneDocumentCheck(document: nil, diagnostics: [SceneDocumentDecoder.diagnostic(for: error)])
        }
        return check(value: value, source: text, parsed: true, by: DocumentReader(limit: diagnosticLimit))
    }

    /// Like ``decode(value:source:)``, and also returns the warnings of a valid document.
    public func check(value: JSONValue, source: String?) -> SceneDocumentCheck {
        check(value: value, source: source, by: DocumentReader(limit: diagnosticLimit))
    }

    /// ``check(value:source:)`` with `reader`.
    /// `parsed` says that `source` is the text `value` was parsed from.
    func check(value: JSONValue, source: String?, parsed: Bool = false, by reader: DocumentReader) -> SceneDocumentCheck {
        let document = reader.read(value)
        var work = reader.work
        let diagnostics = SceneDocumentDecoder.place(reader.findings, in: source, parsed: parsed, work: &work)
        return SceneDocumentCheck(document: reader.errorCount == 0 ? document : nil, diagnostics: diagnostics, work: work)
    }

    /// The diagnostic for a text the parser refused: kind `syntax`, path `$`, the parser's
    /// 1-based line and column (column in Unicode scalar values, as jansson counts; jansson says
    /// column 0 before the first character of a line, given here as 1).
    static func diagnostic(for error: JSONParseError) -> DocumentDiagnostic {
        let line = error.line > 0 ? error.line : nil
        return DocumentDiagnostic(
            severity: .error, kind: .syntax, line: line, column: line.map { _ in max(1, error.column) }, path: "$",
            message: "invalid JSON: \(error.text)")
    }

    /// Findings turned into diagnostics, placed in `source` when given and then sorted by place.
    /// A path the text does not hold (a stale text) is placed at its nearest ancestor it does.
    /// The text is walked once for all of them; the bytes walked are added to `work`.
    /// `parsed` says that `source` is the JSON text the value was parsed from.
    static func place(_ findings: [DocumentFinding], in source: String?, parsed: Bool = false, work: inout Int) -> [DocumentDiagnostic] {
        guard let source else {
            return findings.map { finding in
                DocumentDiagnostic(
                    severity: finding.severity, kind: finding.kind, path: "\(finding.path)", message: finding.message)
            }
        }
        if findings.isEmpty, parsed {
            // Walking a text that parsed for no path adds the bytes up to the end of its value.
            work += source.utf8.count - source.utf8.reversed().prefix { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.count
            return []
        }
        let locator = JSONSourceLocator(text: source)
        let places = locator.places(of: findings.map { ($0.path, $0.target) }, work: &work)
        let placed = zip(findings, places).map { finding, location in
            DocumentDiagnostic(
                severity: finding.severity, kind: finding.kind, line: location?.line, column: location?.column,
                path: "\(finding.path)", message: finding.message)
        }
        return placed.enumerated().sorted { a, b in
            sortKey(a.element, a.offset).lexicographicallyPrecedes(sortKey(b.element, b.offset))
        }.map(\.element)
    }

    /// Orders diagnostics: placed ones by line and column, then unplaced ones and the limit note,
    /// ties kept in the order found.
    private static func sortKey(_ diagnostic: DocumentDiagnostic, _ offset: Int) -> [Int] {
        let last = diagnostic.kind == .limitReached ? 2 : (diagnostic.line == nil ? 1 : 0)
        return [last, diagnostic.line ?? 0, diagnostic.column ?? 0, offset]
    }
}
