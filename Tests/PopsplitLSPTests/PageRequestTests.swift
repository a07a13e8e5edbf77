import Foundation
import PopsplitDocument
import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

@testable import PopsplitLSP

/// Requests from the preview page (``RPCHandler/handleExternal(method:params:)``) under the
/// language server: the daemon runs them, their questions reach the plugin as
/// `popsplit/question` and their notifications as `popsplit/sceneNotification` (protocol.md 14.1).
@Suite struct PageRequestTests {
    /// The tabs example's text.
    static func tabsText() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("examples/scenes/tabs.json"), encoding: .utf8)
    }

    /// A language server over a daemon, initialised with `sceneNotifications`, the tabs example
    /// open as `file:///work/tabs.json`.
    static func server() throws -> LanguageServer {
        let daemon = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let server = LanguageServer(daemon: daemon)
        _ = try server.initialize(params: ["capabilities": ["popsplit": ["sceneNotifications": true]]]).get()
        let opened = server.handle(
            method: "textDocument/didOpen",
            params: ["textDocument": ["uri": "file:///work/tabs.json", "languageId": "json", "version": 1, "text": .string(try tabsText())]],
            isNotification: true)
        guard case .result(_, let notifications) = opened else { throw PageRequestError("didOpen failed") }
        #expect(notifications.last?.method == "textDocument/publishDiagnostics")
        return server
    }

    /// The result and notifications of an outcome that succeeded.
    static func answered(_ outcome: HandlerOutcome) throws -> (JSONValue, [OutgoingNotification]) {
        switch outcome {
        case .result(let value, let notifications): return (value, notifications)
        case .encodedResult(let text, let notifications): return (text.value, notifications)
        case .failure(let error, _): throw PageRequestError("failed: \(error.message)")
        case .ask(let method, _, _, _, _): throw PageRequestError("asked \(method)")
        }
    }

    /// A tap from the page on a tab asks the plugin (TAB-01); answered `true`, the tab's events
    /// come wrapped about the document.
    @Test func aTapFromThePageAsksThePlugin() throws {  // TAB-01
        let server = try Self.server()
        guard
            case .encodedResult(let text, _) = server.handle(
                method: "popsplit/request", params: ["textDocument": ["uri": "file:///work/tabs.json"], "method": "scene/layout"], isNotification: false)
        else { throw PageRequestError("scene/layout failed") }
        let layout = text.value
        let tab = try #require(layout["nodes"]?.arrayValue?.first { $0["id"] == "tabs.tab.2" }?["frame"]?.arrayValue)
        let point: JSONValue = [.double((tab[0].doubleValue ?? 0) + 10), .double((tab[1].doubleValue ?? 0) + 10)]
        let outcome = server.handleExternal(method: "touch/tap", params: ["scene": "tabs", "point": point])
        guard case .ask(let method, let params, let defaultAnswer, _, let resume) = outcome else {
            throw PageRequestError("the tap asked no question")
        }
        #expect(method == "popsplit/question")
        #expect(params["textDocument"]?["uri"] == "file:///work/tabs.json")
        #expect(params["method"] == "delegate/tabBarControllershouldSelectViewController")
        #expect(defaultAnswer == true)
        let (tapped, notifications) = try Self.answered(resume(true))
        #expect(tapped["scene"] == "tabs")
        #expect(notifications.allSatisfy { $0.method == "popsplit/sceneNotification" })
        #expect(notifications.contains { $0.payload?.value["params"]?["name"] == "viewDidAppear:" })
        #expect(notifications.contains { $0.payload?.value["method"] == "scene/layout" })
    }

    /// The page's `preview/reveal` (a node clicked) reaches the plugin wrapped about the
    /// document; about a scene no document has, nothing.
    @Test func revealsAreWrapped() throws {
        let server = try Self.server()
        let reveal = server.relayed(OutgoingNotification(method: "preview/reveal", params: ["scene": "tabs", "node": "tabs.tab.1"]))
        #expect(reveal?.method == "popsplit/sceneNotification")
        #expect(reveal?.payload?.value["textDocument"]?["uri"] == "file:///work/tabs.json")
        #expect(reveal?.payload?.value["method"] == "preview/reveal")
        #expect(reveal?.payload?.value["params"]?["node"] == "tabs.tab.1")
        #expect(server.relayed(OutgoingNotification(method: "preview/reveal", params: ["scene": "other", "node": "x"])) == nil)
    }

    /// A page request about a scene no document has runs, and its notifications are dropped.
    @Test func aRequestAboutNoDocumentsScene() throws {
        let server = try Self.server()
        guard case .failure(let error, let notifications) = server.handleExternal(method: "scene/layout", params: ["scene": "other"]) else {
            throw PageRequestError("an unknown scene was served")
        }
        #expect(error.code == -32011)
        #expect(notifications.isEmpty)
    }
}

/// A test's failure to reach the state it checks.
struct PageRequestError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}
