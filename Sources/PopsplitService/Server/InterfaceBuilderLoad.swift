import PopsplitDocument
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitModel

/// A storyboard or nib imported, its companion merged in, the merged document checked.
struct InterfaceBuilderLoad {
    /// The import (its diagnostics, declarations and report).
    var imported: ImportedDocument
    /// The scene document with the companion merged in.
    var merged: JSONValue
    /// The checker's diagnostics, placed in the XML.
    var checked: [DocumentDiagnostic]
    /// The decoded document, nil when the merged document is invalid.
    var decoded: SceneDocument?
    /// The import's warnings and information, less the defaulted behaviours the companion supplied.
    var importNotes: [DocumentDiagnostic]

    /// The import's warnings and information, then the checker's warnings.
    var notes: [DocumentDiagnostic] { importNotes + checked.filter { $0.severity != .error } }
}
