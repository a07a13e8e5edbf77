import PopsplitModel
import Testing

/// TAB-01: tab bar controllers, the delegate's question, remembering the selected tab.
struct TabTests {
    /// The question a tap on tab `index` asks.
    func question(_ child: String) -> DelegateQuestion {
        DelegateQuestion(
            selector: "tabBarController:shouldSelectViewController:",
            fields: [Field(.tabBarController, .string("tabs")), Field(.viewController, .string(child))],
            defaultAnswer: true)
    }

    /// TAB-01 selecting a tab from code asks nothing and sends no delegate message.
    @Test("TAB-01 selecting a tab from code asks nothing and sends no delegate message")
    func selectFromCode() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let outcome = try scene.run(.selectTab(tabBar: "tabs", index: 2))
        #expect(
            outcome.events.trace == [
                "viewWillDisappear:@inboxNav", "viewWillDisappear:@inbox", "viewWillAppear:@about",
                "viewDidDisappear:@inboxNav", "viewDidDisappear:@inbox", "viewDidAppear:@about",
            ])
        #expect(outcome.result["selected"] == .string("about"))
        #expect(scene.layout.node("tabs.tab.2")?.attributes["selected"] == .bool(true))
        #expect(scene.layout.node("tabs.tab.0")?.attributes["selected"] == .bool(false))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.selectTab(tabBar: "tabs", index: 3)) }
        #expect(error?.kind == .invalidState)
        #expect(scene == before)
    }

    /// TAB-01 iPad tab items: 76 wide, 34 apart, centred, titled by tabBarTitle or title.
    @Test("TAB-01 iPad tab items: 76 wide, 34 apart, centred, titled by tabBarTitle or title")
    func tabItems() throws {
        let scene = try Fixtures.open(Fixtures.tabs())
        // 3 * 76 + 2 * 34 = 296; (768 - 296) / 2 = 236.
        #expect(scene.layout.frame("tabs.tab.0") == Rect(x: 236, y: 975, width: 76, height: 49))
        #expect(scene.layout.frame("tabs.tab.1") == Rect(x: 346, y: 975, width: 76, height: 49))
        #expect(scene.layout.node("tabs.tab.0")?.attributes["title"] == .string("Mail"))
        #expect(scene.layout.node("tabs.tab.1")?.attributes["title"] == .string("Prefs"))
    }

    /// TAB-01 a tap on a tab item asks shouldSelectViewController; NO leaves everything as it was.
    @Test("TAB-01 a tap on a tab item asks shouldSelectViewController; NO leaves everything as it was")
    func tapAsksDelegate() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let before = scene
        let point = Point(x: 350, y: 1000)
        let asked = try scene.run(.tap(at: .point(point)))
        #expect(asked.question == question("settings"))
        #expect(asked.question?.defaultAnswer == true)
        #expect(scene == before)
        let refused = try scene.run(.tap(at: .point(point)), answers: [question("settings"): false])
        #expect(refused.events.isEmpty)
        #expect(refused.result["shouldSelect"] == .bool(false))
        #expect(scene == before)
        let accepted = try scene.run(.tap(at: .point(point)), answers: [question("settings"): true])
        #expect(
            accepted.events.trace == [
                "viewWillDisappear:@inboxNav", "viewWillDisappear:@inbox", "viewWillAppear:@settings",
                "viewDidDisappear:@inboxNav", "viewDidDisappear:@inbox", "viewDidAppear:@settings",
                "tabBarController:didSelectViewController:@tabs",
            ])
        #expect(accepted.events.last?.fields == [Field(.viewController, .string("settings"))])
        #expect(accepted.result["action"] == .string("selectTab"))
        #expect(scene.snapshot().selectedTabs["tabs"] == 1)
    }

    /// TAB-01 tapping the selected tab holding a navigation controller pops it to its root.
    @Test("TAB-01 tapping the selected tab holding a navigation controller pops it to its root")
    func tapSelectedPopsToRoot() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        try scene.run(.push(navigation: "inboxNav", controller: "message", animated: false))
        let outcome = try scene.run(.tap(at: .point(Point(x: 240, y: 1000))), answers: [question("inboxNav"): true])
        #expect(outcome.events.trace.first == "navigationController:willShowViewController:animated:@inboxNav")
        #expect(outcome.events.trace.last == "tabBarController:didSelectViewController:@tabs")
        #expect(scene.snapshot().stacks["inboxNav"] == ["inbox"])
    }

    /// TAB-01 the selected tab is in the snapshot and restored with it.
    @Test("TAB-01 the selected tab is in the snapshot and restored with it")
    func rememberTab() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        try scene.run(.selectTab(tabBar: "tabs", index: 1))
        let saved = scene.snapshot()
        #expect(saved.selectedTabs == ["tabs": 1])
        try scene.run(.selectTab(tabBar: "tabs", index: 0))
        let events = try scene.restore(saved)
        #expect(
            events.trace == [
                "viewWillDisappear:@inboxNav", "viewWillDisappear:@inbox", "viewWillAppear:@settings",
                "viewDidDisappear:@inboxNav", "viewDidDisappear:@inbox", "viewDidAppear:@settings",
            ])
        #expect(scene.snapshot() == saved)
        // A relaunch from a document remembering the tab shows the same selection.
        let relaunched = try Fixtures.open(Fixtures.tabs(selected: 1))
        #expect(relaunched.snapshot() == saved)
    }
}
