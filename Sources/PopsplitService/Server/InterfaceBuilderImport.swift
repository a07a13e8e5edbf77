import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON

/// What `popsplit import` shows of a storyboard or nib: the scene document it imports to (its
/// companion merged in), every diagnostic placed in the XML, and how much was carried.
public struct InterfaceBuilderImport: Sendable {
    /// The scene document.
    public var document: JSONValue
    /// Warnings and information of the import, and the errors that make the document invalid.
    public var diagnostics: [DocumentDiagnostic]
    /// How many elements were carried, and what was left out.
    public var report: ImportReport
    /// Storyboard or nib.
    public var format: DocumentFormat
    /// Whether the document opens (no error).
    public var isValid: Bool
}
