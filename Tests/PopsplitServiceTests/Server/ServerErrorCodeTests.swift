import PopsplitDocument
import PopsplitJSON
import PopsplitService
import Testing

/// How model and document errors map to JSON-RPC errors (protocol.md, section 4).
@Suite struct ServerErrorCodeTests {
    /// A driver with the navigation scene open as `s1`.
    static func navigation() -> ServerDriver {
        let driver = ServerDriver()
        driver.call("scene/open", ["document": ServerFixtures.navigationDocument()])
        return driver
    }

    /// -32001: UIKit's exception text, verbatim, for presenting an active controller (MOD-01).
    @Test func presentingAnActiveControllerRaises() throws {  // MOD-01
        let driver = Self.navigation()
        for controller in ["nav", "list"] {
            let error = driver.call("modal/present", ["scene": "s1", "presenter": "list", "controller": .string(controller)]).error
            #expect(error?["code"] == -32001)
            #expect(error?["message"] == "Application tried to present modally an active controller")
            #expect(error?["data"]?["exception"] == "NSInvalidArgumentException")
        }
        let present = driver.call("modal/present", ["scene": "s1", "presenter": "nav", "controller": "sheet", "style": "formSheet"])
        #expect(present.error == nil)  // MOD-03
        #expect(present.layouts.first?["nodes"]?.arrayValue?.contains { $0["id"] == "sheet.dimming" } == true)
        let again = driver.call("modal/present", ["scene": "s1", "presenter": "sheet", "controller": "sheet"])
        #expect(again.error?["message"] == "Application tried to present modally an active controller")
        #expect(again.errorCode == -32001)
    }

    /// -32010: the document is invalid; `data.diagnostics` lists every error.
    @Test func invalidDocumentHasDiagnostics() throws {
        let driver = ServerDriver()
        let open = driver.call("scene/open", ["document": ["popsplit": 1, "root": ["id": 5, "type": "sideways"]]])
        #expect(open.errorCode == -32010)
        let diagnostics = open.error?["data"]?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.count >= 2)
        #expect(diagnostics.allSatisfy { $0["severity"] == "error" })
        #expect(open.error?["message"]?.stringValue?.hasPrefix("invalid scene document (\(diagnostics.count) errors)") == true)
    }

    /// A document the decoder accepts but the model refuses (a navigation controller in a
    /// navigation stack; a container with views of its own) is still -32010 with
    /// `data.diagnostics`, on open and on reload (which then changes nothing).
    @Test func modelRefusedDocumentHasDiagnostics() throws {
        let driver = Self.navigation()
        let before = driver.snapshot()
        let nested: JSONValue = [
            "popsplit": 1,
            "root": [
                "id": "outer", "type": "navigation",
                "children": [
                    ["id": "inner", "type": "navigation", "children": [["id": "a"]]]
                ],
            ],
        ]
        #expect((try? SceneDocumentDecoder().decode(value: nested, source: nil).get()) != nil)
        for method in ["scene/open", "scene/reload"] {
            let exchange = driver.call(method, ["scene": "s1", "document": nested])
            let code: Int64 = method == "scene/open" ? -32011 : -32010
            #expect(exchange.errorCode == code, "\(method)")
        }
        let open = driver.call("scene/open", ["document": nested])
        #expect(open.errorCode == -32010)
        let diagnostics = open.error?["data"]?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] == "error")
        #expect(diagnostics.first?["path"] == "$")
        #expect(diagnostics.first?["message"]?.stringValue?.contains("'inner'") == true)
        let viewsOfItsOwn: JSONValue = [
            "popsplit": 1,
            "root": [
                "id": "nav", "type": "navigation", "children": [["id": "a"]],
                "views": [["id": "v", "kind": "button", "frame": [0, 0, 10, 10]]],
            ],
        ]
        #expect((try? SceneDocumentDecoder().decode(value: viewsOfItsOwn, source: nil).get()) != nil)
        let reload = driver.call("scene/reload", ["scene": "s1", "document": viewsOfItsOwn])
        #expect(reload.errorCode == -32010)
        #expect(reload.error?["data"]?["diagnostics"]?.arrayValue?.count == 1)
        #expect(reload.messages.count == 1)
        #expect(driver.snapshot() == before)
        #expect(driver.list()?["scenes"]?.arrayValue?.count == 1)
    }

    /// An id reserved for chrome is refused by the decoder, with its path, line and column (not
    /// by the model at `$`), on open and on reload (which then changes nothing).
    @Test func reservedIdIsADiagnosticWithAPlace() throws {
        let driver = Self.navigation()
        let before = driver.snapshot()
        let text = """
            {"popsplit": 1, "root": {"id": "nav", "type": "navigation", "children": [
              {"id": "a", "views": [{"id": "nav.back", "kind": "button", "frame": [0, 0, 10, 10]}]}]}}
            """
        let expected: JSONValue = [
            "severity": "error", "kind": "reservedId", "line": 2, "column": 32, "path": "$.root.children[0].views[0].id",
            "message": #"id "nav.back" is reserved: popsplit gives it to the back button of navigation controller "nav""#,
        ]
        let reload = driver.call("scene/reload", ["scene": "s1", "text": .string(text)])
        #expect(reload.errorCode == -32010)
        #expect(reload.error?["data"]?["diagnostics"] == [expected])
        #expect(driver.snapshot() == before)
        let open = driver.call("scene/open", ["document": ["popsplit": 1, "root": ["id": "statusBar"]]])
        #expect(open.errorCode == -32010)
        let diagnostic = open.error?["data"]?["diagnostics"]?.arrayValue?.first
        #expect(diagnostic?["kind"] == "reservedId")
        #expect(diagnostic?["path"] == "$.root.id")
        #expect(diagnostic?["line"] == JSONValue.null)
        #expect(diagnostic?["message"] == #"id "statusBar" is reserved: popsplit gives it to the status bar"#)
    }

    /// -32011: unknown scene, or a scene id already open, with `data.scene`.
    @Test func unknownSceneHasData() throws {
        let driver = Self.navigation()
        for method in ["scene/snapshot", "scene/layout", "scene/close", "device/rotate", "touch/tap"] {
            let exchange = driver.call(method, ["scene": "ghost", "orientation": "portrait", "point": [1, 1]])
            #expect(exchange.errorCode == -32011, "\(method)")
            #expect(exchange.error?["data"]?["scene"] == "ghost", "\(method)")
        }
    }

    /// -32012: an id that names nothing, or the wrong kind of thing; `data.id` names it.
    @Test func unknownIdHasData() throws {
        let driver = Self.navigation()
        let push = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "ghost"])
        #expect(push.errorCode == -32012)
        #expect(push.error?["data"]?["id"] == "ghost")
        let wrongKind = driver.call("navigation/pop", ["scene": "s1", "navigation": "list"])
        #expect(wrongKind.errorCode == -32012)
        #expect(wrongKind.error?["data"]?["id"] == "list")
    }

    /// -32001 for a controller pushed twice (UIKit raises; NAV-01).
    @Test func pushingTwiceRaises() throws {  // NAV-01
        let driver = Self.navigation()
        let error = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "list"]).error
        #expect(error?["code"] == -32001)
        #expect(error?["message"] == "Pushing the same view controller instance more than once is not supported")
    }

    /// -32013: the state does not allow it (popping the root, NAV-01; pushing a controller that
    /// has another parent; a tap outside the screen; a touch in the background).
    @Test func invalidStateErrors() throws {  // NAV-01
        let driver = Self.navigation()
        #expect(driver.call("navigation/pop", ["scene": "s1", "navigation": "nav"]).errorCode == -32013)
        let tabs = ServerDriver()
        tabs.open("tabs")
        let adopted = tabs.call("navigation/push", ["scene": "s1", "navigation": "searchNav", "controller": "featured"])
        #expect(adopted.errorCode == -32013)
        #expect(adopted.error?["data"]?["id"] == "featured")
        #expect(driver.call("touch/tap", ["scene": "s1", "point": [-1, 10]]).errorCode == -32013)
        driver.call("app/enterBackground", ["scene": "s1"])
        #expect(driver.call("touch/tap", ["scene": "s1", "point": [10, 100]]).errorCode == -32013)
    }

    /// An error's message is one sentence and `data` is an object when present.
    @Test func errorObjectsAreWellFormed() throws {
        let driver = Self.navigation()
        let exchange = driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "ghost"])
        let error = try #require(exchange.error?.objectValue)
        #expect(error.keys.first == "code")
        #expect(error.keys.dropFirst().first == "message")
        #expect(error["message"]?.stringValue?.contains("\n") == false)
    }
}
