import PopsplitDocument
import PopsplitModel

/// A scene document read from a request: the document, its warnings, and its text when it came
/// as text or from a file (diagnostic ranges and the source map read it).
struct LoadedDocument {
    /// The decoded document.
    var document: SceneDocument
    /// Its warnings (accepted, worth a second look).
    var warnings: [DocumentDiagnostic]
    /// Its text, or nil for a document given as a value.
    var text: String?
}
