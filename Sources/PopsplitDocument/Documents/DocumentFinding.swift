/// A problem found while reading a document, before it is placed in the source text.
struct DocumentFinding: Sendable, Equatable {
    /// Error or warning.
    var severity: DocumentDiagnostic.Severity
    /// The class of problem.
    var kind: DocumentDiagnostic.Kind
    /// The value concerned (for a key problem, the member the key names).
    var path: DocumentPath
    /// Whether the position is the member's key or its value.
    var target: JSONSourceLocator.Target
    /// The message.
    var message: String
}
