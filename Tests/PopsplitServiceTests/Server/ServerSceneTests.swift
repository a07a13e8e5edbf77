import PopsplitJSON
import Testing

/// Scene management: `scene/open` (ids, the three document sources), `scene/close`,
/// `scene/list` (protocol.md, section 7).
@Suite struct ServerSceneTests {
    /// Generated ids are `s1`, `s2` ...; an explicit id is kept; generation skips ids in use.
    @Test func sceneIdsGeneratedAndExplicit() throws {
        let driver = ServerDriver()
        #expect(driver.open("tabs").result?["scene"] == "s1")
        #expect(driver.open("tabs").result?["scene"] == "s2")
        #expect(driver.open("tabs", scene: "demo").result?["scene"] == "demo")
        #expect(driver.open("tabs", scene: "s3").result?["scene"] == "s3")
        #expect(driver.open("tabs").result?["scene"] == "s4")
        let again = driver.open("tabs", scene: "demo")
        #expect(again.errorCode == -32011)
        #expect(again.error?["data"]?["scene"] == "demo")
        #expect(again.messages.count == 1)
    }

    /// The open result: scene, layout version 1, warnings as diagnostics.
    @Test func openResultShape() throws {
        let driver = ServerDriver()
        let open = driver.open("tabs", scene: "x")
        #expect(open.result == ["scene": "x", "layoutVersion": 1, "diagnostics": []])
        #expect(open.layouts.count == 1)
        #expect(open.layouts.first?["scene"] == "x")
        #expect(open.layouts.first?["mode"] == "full")
        #expect(open.layouts.first?["screen"] == [0, 0, 768, 1024])  // ROT-01
        #expect(open.layouts.first?["applicationFrame"] == [0, 20, 768, 1004])  // ROT-01
        let unversioned = driver.call("scene/open", ["document": ["root": ["id": "only"]]])
        let warnings = unversioned.result?["diagnostics"]?.arrayValue ?? []
        #expect(warnings.count == 1)
        #expect(warnings.first?["severity"] == "warning")
        #expect(warnings.first?["kind"] == "missingVersion")
    }

    /// `path` is read through the injected reader; an unreadable path is -32010 naming it.
    @Test func openWithPath() throws {
        let driver = ServerDriver(files: ["docs/nav.json": ServerFixtures.navigationText()])
        let open = driver.call("scene/open", ["path": "docs/nav.json"])
        #expect(open.result?["scene"] == "s1")
        #expect(driver.snapshot()?["snapshot"]?["navigationStacks"] == ["nav": ["list"]])
        let missing = driver.call("scene/open", ["path": "docs/missing.json"])
        #expect(missing.errorCode == -32010)
        let diagnostics = missing.error?["data"]?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"]?.stringValue?.contains("docs/missing.json") == true)
        #expect(driver.list()?["scenes"]?.arrayValue?.count == 1)
    }

    /// Exactly one of `document`, `text`, `path`: none or two are -32602.
    @Test func exactlyOneDocumentSource() throws {
        let driver = ServerDriver()
        let none = driver.call("scene/open", ["scene": "a"])
        #expect(none.errorCode == -32602)
        #expect(none.error?["message"]?.stringValue?.hasPrefix("params: expected exactly one of document, text, path") == true)
        let two = driver.call("scene/open", ["text": .string(ServerFixtures.navigationText()), "path": "examples/scenes/tabs.json"])
        #expect(two.errorCode == -32602)
        let wrongType = driver.call("scene/open", ["text": 42])
        #expect(wrongType.errorCode == -32602)
        #expect(wrongType.error?["message"] == "params.text: expected string, got integer")
        #expect(driver.list() == ["scenes": []])
    }

    /// Invalid `text` is -32010 with diagnostics carrying line and column; invalid `document`
    /// (a value) has no source, so null line and column.
    @Test func invalidDocumentsCarryDiagnostics() throws {
        let driver = ServerDriver()
        let text = "{\n  \"popsplit\": 1,\n  \"root\": {\"id\": \"r\", \"type\": \"sideways\"}\n}"
        let fromText = driver.call("scene/open", ["text": .string(text)])
        #expect(fromText.errorCode == -32010)
        let first = try #require(fromText.error?["data"]?["diagnostics"]?.arrayValue?.first)
        #expect(first["severity"] == "error")
        #expect(first["line"] == 3)
        #expect(first["column"]?.intValue ?? 0 > 1)
        #expect(first["path"]?.stringValue?.hasPrefix("$.root") == true)
        let fromValue = driver.call("scene/open", ["document": ["popsplit": 1, "root": ["id": "r", "type": "sideways"]]])
        #expect(fromValue.errorCode == -32010)
        let diagnostic = try #require(fromValue.error?["data"]?["diagnostics"]?.arrayValue?.first)
        #expect(diagnostic["line"] == .null)
        #expect(diagnostic["column"] == .null)
        let syntax = driver.call("scene/open", ["text": "{\"popsplit\": 1,\n\n   ]"])
        #expect(syntax.errorCode == -32010)
        #expect(syntax.error?["data"]?["diagnostics"]?.arrayValue?.first?["line"] == 3)
        #expect(driver.list() == ["scenes": []])
    }

    /// `scene/close` drops the scene, sends nothing, and the id is unknown afterwards.
    @Test func closeScene() throws {
        let driver = ServerDriver()
        driver.open("tabs")
        driver.open("navigation-drilldown")
        let close = driver.call("scene/close", ["scene": "s1"])
        #expect(close.result == ["scene": "s1", "closed": true])
        #expect(close.messages.count == 1)
        #expect(driver.call("scene/snapshot", ["scene": "s1"]).errorCode == -32011)
        let twice = driver.call("scene/close", ["scene": "s1"])
        #expect(twice.errorCode == -32011)
        #expect(twice.error?["data"]?["scene"] == "s1")
        #expect(driver.list()?["scenes"]?.arrayValue?.compactMap { $0["scene"]?.stringValue } == ["s2"])
        #expect(driver.call("touch/tap", ["scene": "s1", "point": [10, 10]]).errorCode == -32011)
    }

    /// `scene/list` is sorted by id, with orientation and layout version (none, one, several).
    @Test func listScenes() throws {
        let driver = ServerDriver()
        #expect(driver.list() == ["scenes": []])
        driver.open("tabs", scene: "zeta")
        // One scene is listed without sorting: the same shape.
        #expect(driver.list() == ["scenes": [["scene": "zeta", "orientation": "portrait", "layoutVersion": 1]]])
        driver.open("form-sheet", scene: "alpha")
        driver.open("navigation-drilldown", scene: "mid")
        driver.call("navigation/push", ["scene": "mid", "navigation": "mail", "controller": "message"])
        #expect(
            driver.list() == [
                "scenes": [
                    ["scene": "alpha", "orientation": "landscapeLeft", "layoutVersion": 1],
                    ["scene": "mid", "orientation": "portrait", "layoutVersion": 2],
                    ["scene": "zeta", "orientation": "portrait", "layoutVersion": 1],
                ]
            ])
        #expect(driver.call("scene/list", [1, 2]).errorCode == -32602)
    }

    /// `scene/snapshot` has the documented shape, sorted keys, and the last layout.
    @Test func snapshotShape() throws {
        let driver = ServerDriver()
        let open = driver.open("tabs")
        let snapshot = try #require(driver.snapshot())
        #expect(snapshot["scene"] == "s1")
        #expect(snapshot["layoutVersion"] == 1)
        #expect(snapshot["profile"] == "ios6")
        #expect(snapshot["snapshot"]?["orientation"] == "portrait")
        #expect(snapshot["snapshot"]?["selectedTabs"] == ["tabs": 0])
        #expect(snapshot["snapshot"]?["navigationStacks"] == ["searchNav": ["search"]])
        #expect(snapshot["snapshot"]?["presentations"] == [])
        #expect(snapshot["layout"] == open.layouts.first)
    }

    /// `scene/restore` puts back a recorded state (TAB-01: the selected tab is restored).
    @Test func restoreRoundTrip() throws {  // TAB-01
        let driver = ServerDriver()
        driver.open("tabs")
        driver.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 1])
        driver.call("navigation/push", ["scene": "s1", "navigation": "searchNav", "controller": "searchResult"])
        let recorded = try #require(driver.snapshot()?["snapshot"])
        driver.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 2])
        let restore = driver.call("scene/restore", ["scene": "s1", "snapshot": recorded])
        #expect(restore.error == nil)
        #expect(driver.snapshot()?["snapshot"] == recorded)
        #expect(restore.layouts.count == 1)
    }
}
