import PopsplitModel
import Testing

/// Snapshot, restore and reload keep popovers (and their options), the keyboard and the in-call
/// status bar like every other part of the live state.
struct PopoverSnapshotTests {
    /// A busy scene: `pop` visible with options changed, a navigation popover pushed, the keyboard
    /// up with a first responder, the in-call status bar, run-time popover properties.
    static func busy() throws -> Scene {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content"), PopoverController(id: "navPop", content: "menuNav"),
        ])
        try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 320, height: 300), animated: false))
        try scene.run(.setPassthroughViews(popover: "pop", views: ["panel"]))
        try scene.run(.setPopoverLayoutMargins(popover: "pop", margins: EdgeInsets(all: 12)))
        try scene.run(PopoverFixtures.fromCentre())
        try scene.run(.presentPopover(popover: "navPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        try scene.run(.push(navigation: "menuNav", controller: "tall", animated: false))
        try scene.run(.setModalInPopover(controller: "tall", modal: true))
        try scene.run(.showKeyboard(view: "field"))
        try scene.run(.setInCallStatusBar(true))
        try scene.run(.createPopover(PopoverController(id: "made", content: "other")))
        return scene
    }

    /// restore(snapshot()) in a freshly opened scene gives back an equal scene and layout.
    @Test("snapshot/restore round trip with visible popovers, the keyboard and the in-call bar gives an equal scene")
    func roundTrip() throws {
        let scene = try Self.busy()
        let saved = scene.snapshot()
        #expect(saved.presentations.compactMap(\.popover).map(\.popover) == ["pop", "navPop"])
        #expect(saved.keyboardShown && saved.inCallStatusBar && saved.firstResponder == "field")
        var fresh = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content"), PopoverController(id: "navPop", content: "menuNav"),
        ])
        let launch = fresh
        let events = try fresh.restore(saved)
        #expect(fresh == scene)
        #expect(fresh.layout == scene.layout)
        #expect(fresh.snapshot() == saved)
        #expect(
            events.trace == [
                "viewWillAppear:@content", "viewWillAppear:@menuNav", "viewWillAppear:@tall",
                "viewDidAppear:@content", "viewDidAppear:@menuNav", "viewDidAppear:@tall",
            ])
        // And back to launch.
        try fresh.restore(launch.snapshot())
        #expect(fresh == launch)
    }

    /// A snapshot whose popover does not hold together is refused and changes nothing.
    @Test("restore refuses a snapshot with an inconsistent popover and changes nothing")
    func invalidPopoverSnapshots() throws {
        var scene = try PopoverFixtures.scene()
        let before = scene
        let anchor = PopoverAnchor.rect(view: "centre", rect: Rect(x: 0, y: 0, width: 80, height: 40), window: PopoverFixtures.centre)
        let shown = PopoverPresentation(
            popover: "pop", presenter: "home", presented: "content", anchor: anchor,
            permitted: ArrowDirection.any, contentSize: Size(width: 320, height: 300))
        var wrongContent = shown
        wrongContent.presented = "other"
        var unknown = shown
        unknown.popover = "ghost"
        var noArrows = shown
        noArrows.permitted = []
        let base = scene.snapshot()
        for bad in [wrongContent, unknown, noArrows] {
            var snapshot = base
            snapshot.presentations = [.popover(bad)]
            #expect(throws: ModelError.self) { try scene.restore(snapshot) }
            #expect(scene == before)
        }
        var twice = base
        twice.presentations = [.popover(shown), .popover(shown)]
        #expect(throws: ModelError.self) { try scene.restore(twice) }
        #expect(scene == before)
        // The good one is accepted.
        var good = base
        good.presentations = [.popover(shown)]
        try scene.restore(good)
        #expect(scene.layout.node("pop")?.attributes["content"] == .string("content"))
    }

    /// Reloading an edited document keeps visible popovers, their options and the keyboard.
    @Test("reload keeps a visible popover, its options, the keyboard and the in-call bar")
    func reloadKeepsPopover() throws {
        var scene = try Self.busy()
        let saved = scene.snapshot()
        var edited = PopoverFixtures.document(popovers: [
            PopoverController(id: "pop", content: "content"), PopoverController(id: "navPop", content: "menuNav"),
        ])
        edited.controllers[0].title = "Edited"
        let events = try scene.reload(edited)
        #expect(events.isEmpty)
        #expect(scene.document == edited)
        #expect(scene.snapshot() == saved)
        #expect(scene.layout.node("pop")?.attributes["content"] == .string("content"))
        #expect(scene.layout.node("content")?.attributes["title"] == .string("Edited"))
        #expect(scene.popoverController(named: "pop")?.passthroughViews == ["panel"])
        #expect(scene.popoverController(named: "made")?.content == "other")
    }
}
