import PopsplitModel

/// The full outcome of checking a scene document: the document when it has no error, and every
/// diagnostic, warnings included (what an editor's lint shows).
public struct SceneDocumentCheck: Sendable, Equatable {
    /// The decoded document; `nil` when any diagnostic is an error.
    public var document: SceneDocument?
    /// Every problem found, errors and warnings, in the order found.
    public var diagnostics: [DocumentDiagnostic]
    /// The steps spent on the work whose cost depends on what a document repeats: "did you mean"
    /// searches (candidates and edit-distance cells compared) and placing diagnostics in the text
    /// (bytes scanned). Deterministic, unlike a clock: tests hold it to grow linearly with the
    /// document.
    public var work: Int

    /// An outcome.
    public init(document: SceneDocument?, diagnostics: [DocumentDiagnostic], work: Int = 0) {
        self.document = document
        self.diagnostics = diagnostics
        self.work = work
    }

    /// The document, or every diagnostic when there is no document.
    public var result: Result<SceneDocument, DocumentDiagnostics> {
        if let document { return .success(document) }
        return .failure(DocumentDiagnostics(diagnostics))
    }
}
