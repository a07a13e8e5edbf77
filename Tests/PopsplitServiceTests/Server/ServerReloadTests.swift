import PopsplitJSON
import Testing

/// `scene/reload`: an edited document goes into the live scene with the least disturbance.
@Suite struct ServerReloadTests {
    /// A driver with the navigation scene (from text) open as `s1` and `detail`, `more` pushed.
    static func drilledDown() -> ServerDriver {
        let driver = ServerDriver()
        driver.call("scene/open", ["text": .string(ServerFixtures.navigationText())])
        driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "more"])
        return driver
    }

    /// An edit elsewhere keeps the navigation stack (NAV-01) and the visible controller: no
    /// appearance event; a new layout only if something visible changed.
    @Test func reloadKeepsTheNavigationStack() throws {  // NAV-01
        let driver = Self.drilledDown()
        let before = try #require(driver.snapshot())
        #expect(before["snapshot"]?["navigationStacks"] == ["nav": ["list", "detail", "more"]])
        let same = driver.call("scene/reload", ["scene": "s1", "text": .string(ServerFixtures.navigationText())])
        #expect(same.result == ["scene": "s1", "layoutVersion": before["layoutVersion"] ?? .null, "diagnostics": []])
        #expect(same.notifications.isEmpty, "an identical document changes nothing visible")
        #expect(driver.snapshot() == before)

        let edited = driver.call("scene/reload", ["scene": "s1", "text": .string(ServerFixtures.navigationText(title: "Edited"))])
        #expect(edited.error == nil)
        #expect(edited.events.isEmpty)
        #expect(driver.snapshot()?["snapshot"]?["navigationStacks"] == ["nav": ["list", "detail", "more"]])
    }

    /// The back button of `detail` shows the edited title of `list` once `list` is retitled
    /// (NAV-02): the reload sends a new layout.
    @Test func reloadOfAVisibleTitleSendsALayout() throws {  // NAV-02
        let driver = ServerDriver()
        driver.call("scene/open", ["text": .string(ServerFixtures.navigationText())])
        driver.call("navigation/push", ["scene": "s1", "navigation": "nav", "controller": "detail"])
        let version = try #require(driver.layout()?["version"]?.intValue)
        let edited = driver.call("scene/reload", ["scene": "s1", "document": ServerFixtures.navigationDocument(title: "Mailboxes")])
        #expect(edited.layouts.count == 1)
        #expect(edited.layouts.first?["version"] == .int(version + 1))
        #expect(edited.result?["layoutVersion"] == .int(version + 1))
        let back = edited.layouts.first?["nodes"]?.arrayValue?.first { $0["id"] == "nav.back" }
        #expect(back?["attributes"]?["title"] == "Mailboxes")
    }

    /// When a stacked controller disappears from the document, the document's stack is used and
    /// appearance events report the change.
    @Test func reloadDropsAStackWhoseControllerIsGone() throws {
        let driver = Self.drilledDown()
        let text = ServerFixtures.navigationText().replacingOccurrences(of: #"{"id": "more", "title": "More"},"#, with: "")
        let reload = driver.call("scene/reload", ["scene": "s1", "text": .string(text)])
        #expect(reload.error == nil, "\(JSONCodec.string(reload.response ?? .null))")
        #expect(driver.snapshot()?["snapshot"]?["navigationStacks"] == ["nav": ["list"]])
        #expect(reload.eventNames.contains("viewWillDisappear:"))
        #expect(reload.eventNames.contains("viewWillAppear:"))
        #expect(reload.layouts.count == 1)
    }

    /// The live orientation is kept unless the document's orientation changed; the live tab too.
    @Test func reloadKeepsOrientationAndTab() throws {  // TAB-01
        let driver = ServerDriver()
        driver.open("tabs")
        driver.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 2])
        driver.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"])
        let text = ServerFixtures.example("tabs")
        driver.call("scene/reload", ["scene": "s1", "text": .string(text)])
        let kept = driver.snapshot()?["snapshot"]
        #expect(kept?["orientation"] == "landscapeLeft")
        #expect(kept?["selectedTabs"] == ["tabs": 2])
        let upsideDown = text.replacingOccurrences(of: #""orientation": "portrait""#, with: #""orientation": "portraitUpsideDown""#)
        driver.call("scene/reload", ["scene": "s1", "text": .string(upsideDown)])
        #expect(driver.snapshot()?["snapshot"]?["orientation"] == "portraitUpsideDown")
    }

    /// An invalid edit is -32010 with diagnostics placed by line and column in the text; the
    /// scene is left exactly as it was and nothing is sent.
    @Test func invalidReloadReportsLineAndColumn() throws {
        let driver = Self.drilledDown()
        let before = driver.snapshot()
        let layout = driver.layout()
        let broken = ServerFixtures.navigationText().replacingOccurrences(of: #""type": "navigation""#, with: #""type": "navigator""#)
        let reload = driver.call("scene/reload", ["scene": "s1", "text": .string(broken)])
        #expect(reload.errorCode == -32010)
        #expect(reload.messages.count == 1)
        let diagnostic = try #require(reload.error?["data"]?["diagnostics"]?.arrayValue?.first)
        #expect(diagnostic["line"] == 7)
        #expect(diagnostic["column"] == 13)
        #expect(diagnostic["path"] == "$.root.type")
        #expect(reload.error?["message"]?.stringValue?.contains("7:13") == true)
        #expect(driver.snapshot() == before)
        #expect(driver.layout() == layout)
        #expect(driver.call("scene/reload", ["scene": "nope", "text": .string(ServerFixtures.navigationText())]).errorCode == -32011)
    }

    /// A reload from `path` reads through the injected reader.
    @Test func reloadFromPath() throws {
        let driver = ServerDriver(files: ["edited.json": ServerFixtures.navigationText(title: "From disk")])
        driver.call("scene/open", ["text": .string(ServerFixtures.navigationText())])
        let reload = driver.call("scene/reload", ["scene": "s1", "path": "edited.json"])
        #expect(reload.error == nil)
        let list = reload.layouts.first?["nodes"]?.arrayValue?.first { $0["id"] == "list" }
        #expect(list?["attributes"]?["title"] == "From disk")
    }
}
