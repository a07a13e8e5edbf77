import Foundation
import PopsplitJSON
import Testing

/// `popsplit lsp` over real pipes, as an editor's LSP client drives it (protocol.md, section 14).
@Suite struct LanguageServerTests {
    /// The navigation example's text and the zero-based line and character where `needle` starts
    /// (its first occurrence).
    static func example(_ needle: String, name: String = "navigation-drilldown") throws -> (text: String, line: Int, character: Int) {
        let text = try String(contentsOfFile: "\(BinaryLocator.repositoryRoot)/examples/scenes/\(name).json", encoding: .utf8)
        for (line, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = content.range(of: needle) { return (text, line, content.utf16.distance(from: content.startIndex, to: range.lowerBound)) }
        }
        throw E2EError("\(needle) is not in \(name).json")
    }

    /// Before `initialize` a request is -32002; after it an unknown method is -32601; `shutdown`
    /// then `exit` ends the server with code 0.
    @Test func lifecycleAndUnknownMethods() throws {
        let server = try Daemon(["lsp"])
        let early = try server.call("textDocument/hover", ["textDocument": ["uri": "file:///x.json"], "position": ["line": 0, "character": 0]])
        #expect(early.errorCode == -32002)
        _ = try server.call("initialize", ["capabilities": [:]])
        let unknown = try server.call("textDocument/rename", [:])
        #expect(unknown.errorCode == -32601)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// `initialize` answers LSP's capabilities and the first position encoding offered that the
    /// daemon speaks; without an offer, UTF-16.
    @Test func initializeNegotiatesThePositionEncoding() throws {
        let (server, result) = try Daemon.languageServer(encodings: ["utf-32", "utf-16"])
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-32")
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider"] {
            #expect(capabilities[provider] == true, "\(provider)")
        }
        #expect(capabilities["executeCommandProvider"]?["commands"] == ["popsplit.preview"])
        #expect(result["serverInfo"]?["name"] == "popsplit")
        #expect(try server.shutdownAndExit() == 0)
        let (plain, plainResult) = try Daemon.languageServer(encodings: nil)
        #expect(plainResult["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(try plain.shutdownAndExit() == 0)
    }

    /// A typo is published as the daemon's diagnostic with an LSP range; the code action is the
    /// did-you-mean fix; an incremental edit applying it reloads the scene and clears the
    /// diagnostics, pushed and pulled.
    @Test func diagnosticsQuickFixAndIncrementalEdits() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/typo.json"
        let text = "{\"popsplit\": 1,\n \"root\": {\"id\": \"home\", \"titel\": \"Home\"}}\n"
        let diagnostics = try server.openDocument(uri, text: text)
        #expect(diagnostics.count == 1)
        let typo = try #require(diagnostics.first)
        #expect(typo["code"] == "unknownKey")
        #expect(typo["severity"] == 1)
        #expect(typo["range"] == ["start": ["line": 1, "character": 24], "end": ["line": 1, "character": 31]])
        let actions = try server.call(
            "textDocument/codeAction",
            ["textDocument": ["uri": .string(uri)], "range": typo["range"] ?? .null, "context": ["diagnostics": [typo]]])
        let fix = try #require(actions.result?.arrayValue?.first)
        #expect(fix["kind"] == "quickfix")
        let edit = try #require(fix["edit"]?["changes"]?[uri]?.arrayValue?.first)
        #expect(edit["newText"] == "\"title\"")
        #expect(edit["range"] == typo["range"])
        try server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": edit["range"] ?? .null, "text": "\"title\""]]])
        #expect(try server.publishedDiagnostics(uri).isEmpty)
        let pulled = try server.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        #expect(pulled.result == ["kind": "full", "items": []])
        // A second edit breaks it again: the reload's diagnostic comes at once.
        try server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 3],
                "contentChanges": [["range": ["start": ["line": 1, "character": 17], "end": ["line": 1, "character": 21]], "text": ""]],
            ])
        let broken = try server.publishedDiagnostics(uri)
        #expect(broken.first?["message"] == "\"id\" must not be empty")
        try server.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(try server.publishedDiagnostics(uri).isEmpty)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// Ranges count the negotiated encoding's units: after an emoji, UTF-16 counts two, UTF-8 four
    /// and UTF-32 one.
    @Test func rangesCountTheNegotiatedEncoding() throws {
        let text = "{\"popsplit\": 1, \"root\": {\"title\": \"\u{1F600}\", \"id\": \"home\", \"titel\": \"x\"}}\n"
        var starts: [String: JSONValue] = [:]
        for encoding in ["utf-8", "utf-16", "utf-32"] {
            let (server, _) = try Daemon.languageServer(encodings: [encoding])
            let diagnostics = try server.openDocument("file:///work/emoji.json", text: text)
            starts[encoding] = diagnostics.first?["range"]?["start"]?["character"]
            #expect(try server.shutdownAndExit() == 0)
        }
        #expect(starts == ["utf-8": 56, "utf-16": 54, "utf-32": 53])
    }

    /// Definition goes from a use to the declaration; references list the declaration and every
    /// use; hover tells what an id is and, when the layout shows it, its frame in the current
    /// orientation.
    @Test func definitionReferencesAndHover() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/navigation-drilldown.json"
        let (text, line, character) = try Self.example("\"push\": \"message\"")
        #expect(try server.openDocument(uri, text: text).isEmpty)
        let use = character + 9
        let definition = try server.at("textDocument/definition", uri, line, use)
        let declared = try Self.example("\"id\": \"message\"")
        #expect(definition["uri"]?.stringValue == uri)
        #expect(definition["range"]?["start"] == ["line": .int(Int64(declared.line)), "character": .int(Int64(declared.character + 6))])
        let references = try server.at(
            "textDocument/references", uri, line, use, extra: JSONObject([("context", ["includeDeclaration": true])]))
        #expect(references.arrayValue?.count == 5)  // the declaration, three rows and a segue's destination
        let hiddenHover = try server.at("textDocument/hover", uri, line, use)
        #expect(hiddenHover["contents"]?["value"]?.stringValue?.hasPrefix("`message`: a controller") == true)
        let shown = try Self.example("\"id\": \"messages\"")
        let hover = try server.at("textDocument/hover", uri, shown.line, shown.character + 8)
        let words = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(words.hasPrefix("`messages`: a view (table)"))
        #expect(words.contains("frame in portrait: [0, 64, 768, 916]"))
        #expect(words.contains("rules that shape it:\n- ROT-01"))
        #expect(try server.shutdownAndExit() == 0)
    }

    /// The outline is the controller tree: the root navigation controller holds its child, which
    /// holds its bar button items and views; detached controllers and segues follow.
    @Test func documentSymbolsNestTheControllerTree() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/navigation-drilldown.json"
        _ = try server.openDocument(uri, text: try Self.example("\"root\"").text)
        let reply = try server.call("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        let symbols = try #require(reply.result?.arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["mail", "message", "thread", "toThread"])
        #expect(symbols.first?["kind"] == 5)
        let inbox = try #require(symbols.first?["children"]?.arrayValue?.first)
        #expect(inbox["name"] == "inbox")
        let inner = inbox["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(inner == ["edit", "compose", "search", "refresh", "updated", "archiveAll", "messages"])
        #expect(symbols.last?["kind"] == 24)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// Completion offers the keys an object's kind takes and lacks, the names a key takes, and
    /// for an action's `push` only the controllers listed in `controllers`.
    @Test func completionOffersKeysValuesAndIds() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/complete.json"
        let text = """
            {"popsplit": 1, "orientation": "",
             "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "views": [
               {"id": "b", "kind": "button", "frame": [0, 0, 10, 10], "action": {"push": ""}}]}]},
             "controllers": [{"id": "detail", "": 1}]}

            """
        _ = try server.openDocument(uri, text: text)
        let labels = { (result: JSONValue) in result["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? [] }
        let orientations = labels(try server.at("textDocument/completion", uri, 0, 32))
        #expect(orientations == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        let pushable = labels(try server.at("textDocument/completion", uri, 2, 78))
        #expect(pushable == ["detail"])
        let keys = labels(try server.at("textDocument/completion", uri, 3, 35))
        #expect(keys.contains("title") && keys.contains("views"))
        #expect(!keys.contains("id") && !keys.contains("children"))
        #expect(try server.shutdownAndExit() == 0)
    }

    /// `popsplit.preview` starts the preview page for the document and answers its URL.
    @Test func previewCommandAnswersTheURL() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/navigation-drilldown.json"
        _ = try server.openDocument(uri, text: try Self.example("\"root\"").text)
        let reply = try server.call("workspace/executeCommand", ["command": "popsplit.preview", "arguments": [.string(uri)]])
        let url = try #require(reply.result?["url"]?.stringValue)
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(url.contains("scene=navigation-drilldown&token="))
        let other = try server.call("workspace/executeCommand", ["command": "popsplit.nothing"])
        #expect(other.errorCode == -32602)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// A storyboard opens as a scene too: its information diagnostics are placed in the XML, and
    /// hover on an element tells what the layout shows of it, in the orientation the scene is in.
    @Test func storyboardsGetDiagnosticsAndHover() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/MasterDetail.storyboard"
        let path = "\(BinaryLocator.repositoryRoot)/examples/storyboards/MasterDetail.storyboard"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let diagnostics = try server.openDocument(uri, text: text)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0["severity"] != 1 })
        #expect(diagnostics.allSatisfy { $0["range"]?["start"]?["line"] != 0 })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("<splitViewController id=\"Spl-md-A01\"") })
        let hover = try server.at("textDocument/hover", uri, line, 20)
        let words = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(words.hasPrefix("`Spl-md-A01`: controller, split"))
        #expect(words.contains("frame in landscapeRight: [0, 20, 1024, 748]"))  // the storyboard launches in landscape
        #expect(words.contains("- SPL-01: landscape: master 320 pt, divider 1 pt, the detail the rest"))
        #expect(words.contains("- SPL-02"))
        #expect(try server.shutdownAndExit() == 0)
    }

    /// Bad input is answered and forgotten: wrong params are -32602, edits to documents never
    /// opened and positions far past the text change nothing (an edit past the end appends), and
    /// the server serves on.
    @Test func badInputNeverStopsTheServer() throws {
        let (server, _) = try Daemon.languageServer()
        let uri = "file:///work/bad.json"
        let wrong = try server.call("textDocument/hover", ["textDocument": ["uri": 7], "position": ["line": -1, "character": 0]])
        #expect(wrong.errorCode == -32602)
        try server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never-opened.json"], "contentChanges": [["text": "{"]]])
        try server.notify("textDocument/didChange", ["contentChanges": 3])
        try server.send(text: "{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ")
        _ = try server.next()
        _ = try server.openDocument(uri, text: "{\"popsplit\": 1, \"root\": {\"id\": \"home\"}}")
        let far = try server.at("textDocument/definition", uri, 1 << 30, 1 << 30)
        #expect(far == .null)
        try server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 9, "character": 0], "end": ["line": 0, "character": 0]], "text": "x"]],
            ])
        #expect(try server.publishedDiagnostics(uri).first?["code"] == "syntax")
        // The outline stays while the text does not parse: the objects read before the scan lost its way.
        let symbols = try server.call("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        #expect(symbols.result?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["home"])
        #expect(try server.shutdownAndExit() == 0)
    }
}
