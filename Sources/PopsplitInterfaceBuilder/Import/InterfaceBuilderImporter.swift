import PopsplitDocument
import PopsplitJSON

/// Opens a storyboard or a nib as a scene document: reads the XML safely (``XMLTreeReader``),
/// tells the format by the root element, and hands the tree to the importer of its vocabulary
/// (``StoryboardImporter`` for storyboards and Xcode 5 nibs, ``ArchiveNibImporter`` for Xcode 4's
/// keyed-archive nibs). Pure: the same text gives the same result.
public enum InterfaceBuilderImporter {
    /// The scene document `text` imports to, or why it is refused, with every diagnostic placed
    /// in the XML. `format` is what the caller took the file for (by its name), told in a
    /// refusal of a file whose content does not say. `acceptsIPhone` opens a nib made for the
    /// iPhone as well (a universal app's shared nib, which UIKit loads on an iPad when no
    /// `~ipad` variant exists); a file opened on its own is refused naming the iPhone.
    public static func importDocument(
        text: String, format: DocumentFormat? = nil, limits: XMLLimits = .standard, acceptsIPhone: Bool = false
    ) -> ImportedDocument {
        let root: XMLElement
        switch XMLTreeReader.read(text, limits: limits) {
        case .success(let tree):
            root = tree
        case .failure(let error):
            let kind: DocumentDiagnostic.Kind =
                error.message.hasPrefix("malformed") || error.message.hasPrefix("the file is empty") ? .syntax : .unsupportedFile
            let diagnostic = DocumentDiagnostic(severity: .error, kind: kind, line: error.line, column: error.column, path: "$", message: error.message)
            return ImportedDocument(
                format: format ?? (DocumentFormat.guess(text: text) == .storyboard ? .storyboard : .xib), document: nil, diagnostics: [diagnostic],
                declarations: [], report: ImportReport(carried: 0, total: 0, leftOut: []))
        }
        if root.name == "archive" {
            var importer = ArchiveNibImporter(root: root, acceptsIPhone: acceptsIPhone)
            return importer.run()
        }
        let format: DocumentFormat = (root.attribute("type") ?? "").hasSuffix("Storyboard.XIB") ? .storyboard : .xib
        var importer = StoryboardImporter(root: root, format: format, acceptsIPhone: acceptsIPhone)
        return importer.run()
    }
}
