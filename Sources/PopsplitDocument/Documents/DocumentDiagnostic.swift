/// One problem found in a scene document: what is wrong, where, and how serious it is.
///
/// `path` names the value concerned as a JSON path (`$.root.children[1].frame[2]`; `$` for the
/// whole document and for syntax errors). `line` and `column` place it in the source text: for an
/// unknown, misplaced or conflicting key they point at the key's opening quote, for a missing key
/// at the object that lacks it, otherwise at the value's first character. Both are 1-based,
/// columns count Unicode scalar values (see ``SourcePosition``), and both are `nil` when the
/// document was given as a value with no source text.
public struct DocumentDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// Whether the document is refused (error) or only worth a second look (warning).
    public var severity: Severity
    /// The class of problem, for clients that act on it (quick fixes, filtering).
    public var kind: Kind
    /// 1-based line in the source text, or `nil` without source text.
    public var line: Int?
    /// 1-based column in Unicode scalar values, or `nil` without source text.
    public var column: Int?
    /// The JSON path of the value concerned (`$` for the whole document).
    public var path: String
    /// What is wrong, in words a person understands (`expected a string, got an integer`).
    public var message: String

    /// A diagnostic.
    public init(
        severity: Severity = .error, kind: Kind, line: Int? = nil, column: Int? = nil, path: String,
        message: String
    ) {
        self.severity = severity
        self.kind = kind
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `line:column: severity: message (path)`, or without `line:column:` when unknown; the form
    /// compilers print, which editors' quickfix lists read.
    public var description: String {
        var text = ""
        if let line, let column { text += "\(line):\(column): " }
        return text + "\(severity.rawValue): \(message) (\(path))"
    }
}
