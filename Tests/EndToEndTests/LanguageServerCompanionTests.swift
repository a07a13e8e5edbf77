import Foundation
import PopsplitJSON
import Testing

/// A storyboard's companion document under `popsplit lsp` (protocol.md 8.13, 14): read beside
/// the storyboard, or taken from the editor while open there; its own mistakes published on its
/// URI; an edit to it loads the storyboard again. Over real pipes.
@Suite struct LanguageServerCompanionTests {
    /// A fresh directory holding the MasterDetail example storyboard, and its companion when
    /// `withCompanion`; the storyboard's URI and text.
    static func storyboard(withCompanion: Bool) throws -> (uri: String, text: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-companion-\(UUID().uuidString)/My App")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let examples = URL(fileURLWithPath: BinaryLocator.repositoryRoot).appendingPathComponent("examples/storyboards")
        let text = try String(contentsOf: examples.appendingPathComponent("MasterDetail.storyboard"), encoding: .utf8)
        try text.write(to: directory.appendingPathComponent("MasterDetail.storyboard"), atomically: true, encoding: .utf8)
        if withCompanion {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent("MasterDetail.storyboard.popsplit.json"),
                to: directory.appendingPathComponent("MasterDetail.storyboard.popsplit.json"))
        }
        let uri = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/MasterDetail.storyboard"
        return (uri, text, directory)
    }

    /// Whether the diagnostics say the split view's delegate is left to code (what the
    /// companion's `implementsWillHide` supplies).
    static func delegateDefaulted(_ diagnostics: [JSONValue]) -> Bool {
        diagnostics.contains { $0["code"] == "defaulted" && $0["message"]?.stringValue?.contains("delegate") == true }
    }

    /// Opens `text` as `uri` (a storyboard) and returns every diagnostics publication it caused,
    /// by URI (the storyboard's last).
    static func open(_ server: Daemon, _ uri: String, text: String, languageId: String = "xml") throws -> [String: [JSONValue]] {
        try server.notify(
            "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(languageId), "version": 1, "text": .string(text)]])
        return try publications(server, until: uri)
    }

    /// The diagnostics published, by URI, up to and including those for `uri`.
    static func publications(_ server: Daemon, until uri: String) throws -> [String: [JSONValue]] {
        var published: [String: [JSONValue]] = [:]
        for _ in 0..<100 {
            let message = try server.next()
            guard message["method"] == "textDocument/publishDiagnostics", let about = message["params"]?["uri"]?.stringValue else { continue }
            published[about] = message["params"]?["diagnostics"]?.arrayValue ?? []
            if about == uri { return published }
        }
        throw E2EError("no diagnostics for \(uri)")
    }

    /// The companion beside the storyboard applies: the delegate is no longer left to code.
    @Test func theCompanionBesideTheStoryboardApplies() throws {
        let (server, _) = try Daemon.languageServer()
        let bare = try Self.storyboard(withCompanion: false)
        let bareDiagnostics = try Self.open(server, bare.uri, text: bare.text)
        #expect(Self.delegateDefaulted(bareDiagnostics[bare.uri] ?? []))
        let companioned = try Self.storyboard(withCompanion: true)
        let diagnostics = try Self.open(server, companioned.uri, text: companioned.text)
        #expect(!Self.delegateDefaulted(diagnostics[companioned.uri] ?? []))
        #expect(diagnostics[companioned.uri + ".popsplit.json"] == [])
        #expect(try server.shutdownAndExit() == 0)
    }

    /// The companion open in the editor is used as edited: a mistake in it is published on its
    /// URI, in its text; fixed, the storyboard loads again with it; closed, the file's applies.
    @Test func anEditedCompanionIsPublishedOnItsOwnURI() throws {
        let (server, _) = try Daemon.languageServer()
        let (uri, text, directory) = try Self.storyboard(withCompanion: true)
        _ = try Self.open(server, uri, text: text)
        let companionURI = uri + ".popsplit.json"
        let companionText = try String(contentsOf: directory.appendingPathComponent("MasterDetail.storyboard.popsplit.json"), encoding: .utf8)
        let broken = companionText.replacingOccurrences(of: "\"amend\"", with: "\"amendd\"")
        try server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(companionURI), "languageId": "json", "version": 1, "text": .string(broken)]])
        let opened = try Self.publications(server, until: uri)
        let mistakes = try #require(opened[companionURI])
        #expect(mistakes.count == 1)
        #expect(mistakes.first?["code"] == "unknownKey")
        #expect(mistakes.first?["range"]?["start"]?["line"] == 3)  // "amend" is on the fourth line
        #expect(opened[uri]?.contains { $0["message"]?.stringValue?.hasPrefix("companion document:") == true } == false)
        try server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(companionURI), "version": 2], "contentChanges": [["text": .string(companionText)]]])
        let fixed = try Self.publications(server, until: uri)
        #expect(fixed[companionURI] == [])
        #expect(!Self.delegateDefaulted(fixed[uri] ?? []))
        // Closed in the editor, with the file on disk now without `implementsWillHide`.
        try "{\"popsplit\": 1, \"extends\": \"MasterDetail.storyboard\"}\n".write(
            to: directory.appendingPathComponent("MasterDetail.storyboard.popsplit.json"), atomically: true, encoding: .utf8)
        try server.notify("textDocument/didClose", ["textDocument": ["uri": .string(companionURI)]])
        let closed = try Self.publications(server, until: uri)
        #expect(Self.delegateDefaulted(closed[uri] ?? []))
        #expect(try server.shutdownAndExit() == 0)
    }
}
