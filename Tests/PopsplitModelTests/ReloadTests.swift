import PopsplitModel
import Testing

/// Reloading an edited document into a live scene.
struct ReloadTests {
    /// Reload keeps the live stack, presentation and orientation when nothing they use went away.
    @Test("reload keeps the live stack, presentation and orientation when nothing they use went away")
    func keepsLiveState() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        try scene.run(.presentModal(presenter: "detail", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        var edited = Fixtures.navigation()
        edited.root.children[0].title = "Start"
        let events = try scene.reload(edited)
        #expect(events.isEmpty)
        #expect(scene.document == edited)
        #expect(scene.orientation == .landscapeLeft)
        #expect(scene.snapshot().stacks["nav"] == ["home", "detail"])
        #expect(scene.snapshot().presentations.count == 1)
        #expect(scene.layout.node("nav.back")?.attributes["title"] == .string("Start"))
    }

    /// Reload drops what no longer exists and follows a changed document orientation.
    @Test("reload drops what no longer exists and follows a changed document orientation")
    func dropsMissing() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        var edited = Fixtures.navigation(orientation: .landscapeRight)
        edited.controllers.removeAll { $0.id == "detail" }
        edited.root.children[0].views[0].action = nil
        edited.segues.removeAll { $0.destination == "detail" }
        let events = try scene.reload(edited)
        #expect(scene.orientation == .landscapeRight)
        #expect(scene.snapshot().stacks["nav"] == ["home"])
        #expect(events.trace == ["viewWillDisappear:@detail", "viewWillAppear:@home", "viewDidDisappear:@detail", "viewDidAppear:@home"])
    }

    /// Reload keeps the selected tab by controller, at its new index.
    @Test("reload keeps the selected tab by controller, at its new index")
    func keepsTabByController() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        try scene.run(.selectTab(tabBar: "tabs", index: 1))
        var edited = Fixtures.tabs()
        edited.root.children.reverse()
        try scene.reload(edited)
        #expect(scene.snapshot().selectedTabs["tabs"] == 1)
        edited.root.children.swapAt(0, 1)
        try scene.reload(edited)
        #expect(scene.snapshot().selectedTabs["tabs"] == 0)
        #expect(scene.layout.node("settings") != nil)
    }

    /// An invalid edited document is refused and the live scene is untouched.
    @Test("an invalid edited document is refused and the live scene is untouched")
    func invalidReload() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        let before = scene
        var broken = Fixtures.navigation()
        broken.controllers.append(ControllerSpec(id: "home"))
        let error = #expect(throws: ModelError.self) { try scene.reload(broken) }
        #expect(error?.kind == .invalidDocument)
        #expect(scene == before)
    }
}
