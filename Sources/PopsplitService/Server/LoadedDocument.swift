import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitModel

/// A scene document read from a request: the document, its warnings, and its text when it came
/// as text or from a file (diagnostic ranges and the source map read it).
struct LoadedDocument {
    /// The decoded document.
    var document: SceneDocument
    /// Its warnings (accepted, worth a second look).
    var warnings: [DocumentDiagnostic]
    /// Its text, or nil for a document given as a value (a storyboard's or nib's: its XML).
    var text: String?
    /// The format it was read in.
    var format: DocumentFormat = .scene
    /// The source map, made while importing a storyboard or nib (a scene document's is made from
    /// its text when first asked).
    var sourceMap: DocumentSourceMap? = nil
}
