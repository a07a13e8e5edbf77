import PopsplitDocument
import PopsplitJSON

/// A document the editor has open: its text as the editor has it, the daemon's scene for it and
/// the diagnostics of its last load.
struct OpenDocument {
    /// The document's URI, as the editor names it.
    let uri: String
    /// The daemon's scene for this document (open once a load succeeded).
    let scene: String
    /// What the text holds, from the URI's extension (`nil`: the daemon decides by content).
    let format: DocumentFormat?
    /// The text, with every edit applied.
    var text: String
    /// The editor's version of the text.
    var version: Int64
    /// Whether the daemon has the scene open (the first load may have been refused).
    var sceneOpen = false
    /// The LSP diagnostics of the last load.
    var diagnostics: [JSONValue] = []
    /// What the navigation features read, made from ``text`` on first use after a change.
    var facts: DocumentFacts?
    /// The ids declared in the last text that parsed (what completion offers while the value
    /// being typed leaves the text unparsable).
    var parsedDeclarations: [IdDeclaration] = []
    /// Whether an edit could not be applied (too many changes, too large): the text is out of
    /// date until the document is opened again, and nothing is answered for it.
    var outOfSync = false
    /// Whether this is a storyboard's or nib's companion document (`Main.storyboard.popsplit.json`):
    /// no scene of its own; its text goes to the storyboard's loads.
    var isCompanion = false

    /// The URI of the companion document of a storyboard or nib at `uri`; nil for a scene document.
    static func companionURI(of uri: String, format: DocumentFormat?) -> String? {
        guard format == .storyboard || format == .xib else { return nil }
        return uri + ".popsplit.json"
    }

    /// Whether `uri` names a storyboard's or nib's companion document.
    static func isCompanionURI(_ uri: String) -> Bool {
        let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        return path.hasSuffix(".storyboard.popsplit.json") || path.hasSuffix(".xib.popsplit.json")
    }
}
