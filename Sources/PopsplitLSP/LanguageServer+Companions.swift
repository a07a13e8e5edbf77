import PopsplitJSON
import PopsplitRPC

/// Storyboards' and nibs' companion documents (protocol.md 8.13) under the language server: a
/// storyboard at `file:///.../Main.storyboard` loads with `Main.storyboard.popsplit.json` beside
/// it (the editor's text when it is open there, else the file), the companion's own mistakes are
/// published on the companion's URI, and an edit to the companion loads its storyboard again.
extension LanguageServer {
    /// The companion's prefix the daemon gives its own mistakes' messages (protocol.md 8.13).
    static let companionMessagePrefix = "companion document:"

    /// `didOpen` of a companion document: its text replaces the file's for its storyboard.
    func openCompanion(uri: String, text: String, version: Int64) -> HandlerOutcome {
        var document = OpenDocument(uri: uri, scene: "", format: nil, text: text, version: version)
        document.isCompanion = true
        documents[uri] = document
        return .result(.null, notifications: companionChanged(uri: uri, text: text))
    }

    /// The companion at `uri` now has `text` in the editor (nil: closed there, the file's from
    /// now on): its storyboard, when open, loads again; its diagnostics are published.
    func companionChanged(uri: String, text: String?) -> [OutgoingNotification] {
        guard let path = FileURI.path(of: uri) else { return [] }
        companions.editorTexts[path] = text
        var notifications: [OutgoingNotification] = []
        for var document in documents.values where !document.isCompanion && OpenDocument.companionURI(of: document.uri, format: document.format) == uri {
            guard !document.outOfSync else { continue }
            load(&document)
            documents[document.uri] = document
            notifications += publications(of: document)
        }
        return notifications
    }

    /// The companion a storyboard's or nib's load reads, when there is one: its URI and path
    /// (made readable for the daemon).
    func companionPath(for document: OpenDocument) -> (uri: String, path: String)? {
        guard let uri = OpenDocument.companionURI(of: document.uri, format: document.format), let path = FileURI.path(of: uri),
            companions.isAvailable(path)
        else { return nil }
        companions.readable.insert(path)
        return (uri, path)
    }

    /// A load's diagnostics for `document`: the companion's own (their message begins
    /// ``companionMessagePrefix``) are kept for the companion's URI, the rest returned. Without a
    /// companion, none are kept for it.
    func sortedOut(_ diagnostics: [JSONValue], companion: String?, of document: OpenDocument) -> [JSONValue] {
        guard let companion else {
            if let uri = OpenDocument.companionURI(of: document.uri, format: document.format) { companionDiagnostics[uri] = nil }
            return diagnostics
        }
        var own: [JSONValue] = []
        var companions: [JSONValue] = []
        for diagnostic in diagnostics {
            if diagnostic["message"]?.stringValue?.hasPrefix(Self.companionMessagePrefix) == true {
                companions.append(diagnostic)
            } else {
                own.append(diagnostic)
            }
        }
        companionDiagnostics[companion] = companions
        return own
    }
}
