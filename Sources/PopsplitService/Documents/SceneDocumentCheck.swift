import PopsplitModel

/// The full outcome of checking a scene document: the document when it has no error, and every
/// diagnostic, warnings included (what an editor's lint shows).
public struct SceneDocumentCheck: Sendable, Equatable {
    /// The decoded document; `nil` when any diagnostic is an error.
    public var document: SceneDocument?
    /// Every problem found, errors and warnings, in the order found.
    public var diagnostics: [DocumentDiagnostic]

    /// An outcome.
    public init(document: SceneDocument?, diagnostics: [DocumentDiagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The document, or every diagnostic when there is no document.
    public var result: Result<SceneDocument, DocumentDiagnostics> {
        if let document { return .success(document) }
        return .failure(DocumentDiagnostics(diagnostics))
    }
}
