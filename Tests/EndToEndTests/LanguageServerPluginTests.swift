import Foundation
import PopsplitJSON
import Testing

/// What an editor plugin gets from `popsplit lsp` beyond LSP (protocol.md 14.1): daemon methods
/// on its document's scene, the scene's notifications, the delegate's questions. Over real pipes.
@Suite struct LanguageServerPluginTests {
    /// The URI the tabs example is opened under.
    static let uri = "file:///work/tabs.json"

    /// A plugin's server (scene notifications and questions asked for) with the tabs example
    /// open; the messages the open sent, the diagnostics last.
    static func pluginWithTabs(questions: Bool = true) throws -> (Daemon, [JSONValue]) {
        let (server, _) = try Daemon.languageServer(popsplit: ["sceneNotifications": true, "delegateQuestions": .bool(questions)])
        let text = try String(contentsOfFile: "\(BinaryLocator.repositoryRoot)/examples/scenes/tabs.json", encoding: .utf8)
        try server.notify(
            "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]])
        var messages: [JSONValue] = []
        while messages.last?["method"] != "textDocument/publishDiagnostics" { messages.append(try server.next()) }
        return (server, messages)
    }

    /// `popsplit/request` params for the tabs document.
    static func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "method": .string(method), "params": params]
    }

    /// The centre of tab bar item `index` of the tabs example, from a layout.
    static func tabCentre(_ index: Int, in layout: JSONValue) throws -> JSONValue {
        let node = try #require(layout["nodes"]?.arrayValue?.first { $0["id"] == .string("tabs.tab.\(index)") })
        let numbers = node["frame"]?.arrayValue?.compactMap { $0.doubleValue }
        let frame = try #require(numbers)
        return [.double(frame[0] + frame[2] / 2), .double(frame[1] + frame[3] / 2)]
    }

    /// The opened scene's launch events and first layout come wrapped, about the document's URI,
    /// before its diagnostics; `popsplit/request` runs a daemon method on the document's scene
    /// and its notifications come before its answer.
    @Test func sceneNotificationsAndRequests() throws {
        let (server, opened) = try Self.pluginWithTabs()
        let wrapped = opened.dropLast()
        #expect(wrapped.allSatisfy { $0["method"] == "popsplit/sceneNotification" && $0["params"]?["textDocument"]?["uri"] == .string(Self.uri) })
        #expect(wrapped.contains { $0["params"]?["method"] == "scene/event" && $0["params"]?["params"]?["name"] == "viewDidAppear:" })
        let layout = try #require(wrapped.last { $0["params"]?["method"] == "scene/layout" }?["params"]?["params"])
        #expect(layout["orientation"] == "portrait")
        #expect(layout["scene"] == "tabs")

        let rotate = try server.call("popsplit/request", Self.request("device/rotate", ["orientation": "landscapeLeft"]))
        #expect(rotate.result?["rotated"] == true)
        #expect(rotate.before.contains { $0["params"]?["method"] == "scene/event" && $0["params"]?["params"]?["name"] == "didRotateFromInterfaceOrientation:" })
        #expect(rotate.before.last?["params"]?["params"]?["orientation"] == "landscapeLeft")
        let render = try server.call("popsplit/request", Self.request("scene/render", ["format": "text", "grid": [48, 24]]))
        #expect(render.result?["content"]?.stringValue?.hasPrefix("landscapeLeft") == true)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// A tap on a tab bar item asks `tabBarController:shouldSelectViewController:` (TAB-01) as
    /// `popsplit/question` about the document; `false` keeps the tab, `true` switches it.
    @Test func questionsGoToThePlugin() throws {  // TAB-01
        let (server, opened) = try Self.pluginWithTabs()
        let layout = try #require(opened.last { $0["params"]?["method"] == "scene/layout" }?["params"]?["params"])
        for (answer, selected) in [(false, 0), (true, 2)] {
            let tap = try server.request("popsplit/request", Self.request("touch/tap", ["point": try Self.tabCentre(2, in: layout)]))
            var question = try server.next()
            while question["method"] == "popsplit/sceneNotification" { question = try server.next() }
            #expect(question["method"] == "popsplit/question")
            #expect(question["params"]?["textDocument"]?["uri"] == .string(Self.uri))
            #expect(question["params"]?["method"] == "delegate/tabBarControllershouldSelectViewController")
            #expect(question["params"]?["params"]?["args"] == ["tabBarController": "tabs", "viewController": "settings"])
            try server.answer(try #require(question["id"]), result: .bool(answer))
            let reply = try server.reply(to: tap)
            #expect(reply.errorCode == nil)
            let snapshot = try server.call("popsplit/request", Self.request("scene/snapshot"))
            #expect(snapshot.result?["snapshot"]?["selectedTabs"]?["tabs"] == .int(Int64(selected)))
        }
        #expect(try server.shutdownAndExit() == 0)
    }

    /// A client that asked for neither gets no scene notifications and no question: the
    /// question's default (select) applies at once.
    @Test func aPlainClientGetsNeither() throws {  // TAB-01
        let (server, _) = try Daemon.languageServer()
        let text = try String(contentsOfFile: "\(BinaryLocator.repositoryRoot)/examples/scenes/tabs.json", encoding: .utf8)
        try server.notify(
            "textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "languageId": "json", "version": 1, "text": .string(text)]])
        #expect(try server.next()["method"] == "textDocument/publishDiagnostics")
        let layout = try server.call("popsplit/request", Self.request("scene/layout"))
        #expect(layout.before.isEmpty)
        let tap = try server.call("popsplit/request", Self.request("touch/tap", ["point": try Self.tabCentre(2, in: try #require(layout.result))]))
        #expect(tap.before.isEmpty)
        let snapshot = try server.call("popsplit/request", Self.request("scene/snapshot"))
        #expect(snapshot.result?["snapshot"]?["selectedTabs"]?["tabs"] == 2)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// The document's text owns its scene: `scene/open`, `scene/close`, `scene/reload` and
    /// `scene/list` are refused, as are a document not open and params that are not an object;
    /// the daemon's own errors come as they are.
    @Test func refusals() throws {
        let (server, _) = try Self.pluginWithTabs()
        for method in ["scene/open", "scene/close", "scene/reload", "scene/list", "$/cancelRequest"] {
            let refused = try server.call("popsplit/request", Self.request(method))
            #expect(refused.errorCode == -32602, "\(method)")
            #expect(refused.response["error"]?["data"]?["path"] == "params.method")
        }
        let notOpen = try server.call("popsplit/request", ["textDocument": ["uri": "file:///work/other.json"], "method": "scene/layout"])
        #expect(notOpen.errorCode == -32602)
        let badParams = try server.call("popsplit/request", Self.request("scene/layout", [1, 2]))
        #expect(badParams.errorCode == -32602)
        #expect(badParams.response["error"]?["data"]?["path"] == "params.params")
        let daemonError = try server.call("popsplit/request", Self.request("device/rotate", ["orientation": "Portrait"]))
        #expect(daemonError.errorCode == -32602)
        #expect(daemonError.errorMessage?.contains("orientation") == true)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// A plugin keeps the scene's snapshot; after the server restarts and the document opens
    /// again, `scene/restore` brings back its rotation and selected tab.
    @Test func snapshotSurvivesARestart() throws {
        let (first, opened) = try Self.pluginWithTabs(questions: false)
        let layout = try #require(opened.last { $0["params"]?["method"] == "scene/layout" }?["params"]?["params"])
        _ = try first.call("popsplit/request", Self.request("touch/tap", ["point": try Self.tabCentre(1, in: layout)]))
        _ = try first.call("popsplit/request", Self.request("device/rotate", ["orientation": "landscapeRight"]))
        let kept = try #require(try first.call("popsplit/request", Self.request("scene/snapshot")).result?["snapshot"])
        first.stop()

        let (second, _) = try Self.pluginWithTabs(questions: false)
        let restored = try second.call("popsplit/request", Self.request("scene/restore", ["snapshot": kept]))
        #expect(restored.errorCode == nil)
        #expect(restored.before.last { $0["params"]?["method"] == "scene/layout" }?["params"]?["params"]?["orientation"] == "landscapeRight")
        let snapshot = try second.call("popsplit/request", Self.request("scene/snapshot"))
        #expect(snapshot.result?["snapshot"]?["selectedTabs"]?["tabs"] == 1)
        #expect(try second.shutdownAndExit() == 0)
    }

    /// Edits that arrive together are loaded once, the last text: one publication, with the last
    /// version, and the layout of the last text; a request after an edit sees the edit.
    @Test func editsArrivingTogetherLoadOnce() throws {
        let (server, _) = try Self.pluginWithTabs(questions: false)
        var burst: [UInt8] = []
        for version in 2...6 {
            let change: JSONValue = [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(Self.uri), "version": .int(Int64(version))],
                    "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": " "]],
                ],
            ]
            burst += server.framing.frame(JSONCodec.serialize(change))
        }
        try server.write(burst)
        var publications: [JSONValue] = []
        var layouts = 0
        let marker = try server.request("popsplit/request", Self.request("scene/snapshot"))
        let reply = try server.reply(to: marker)
        for message in reply.before {
            if message["method"] == "textDocument/publishDiagnostics" { publications.append(message) }
            if message["params"]?["method"] == "scene/layout" { layouts += 1 }
        }
        #expect(publications.count == 1)
        #expect(publications.first?["params"]?["version"] == 6)
        #expect(layouts <= 1)
        #expect(reply.errorCode == nil)
        #expect(try server.shutdownAndExit() == 0)
    }

    /// A `capabilities.popsplit` member of the wrong type is -32602 naming it.
    @Test func badExtensionsAreRefused() throws {
        let server = try Daemon(["lsp"])
        let reply = try server.call("initialize", ["capabilities": ["popsplit": ["sceneNotifications": "yes"]]])
        #expect(reply.errorCode == -32602)
        #expect(reply.response["error"]?["data"]?["path"] == "params.capabilities.popsplit.sceneNotifications")
        let mode = try server.call("initialize", ["capabilities": ["popsplit": ["layoutMode": "patch"]]])
        #expect(mode.errorCode == -32602)
        server.stop()
    }
}
