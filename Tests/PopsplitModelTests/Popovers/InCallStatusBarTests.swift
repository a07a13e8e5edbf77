import PopsplitModel
import Testing

/// The 40 pt in-call status bar: the application frame shrinks, everything is laid out again and
/// visible popovers are placed again below it.
struct InCallStatusBarTests {
    /// The status bar grows to 40, the application frame starts at 40, the app delegate hears
    /// will/did change status bar frame.
    @Test("in-call status bar: 40 high, applicationFrame [0,40,768,984], will/didChangeStatusBarFrame")
    func showInCall() throws {
        var scene = try PopoverFixtures.scene()
        let show = try scene.run(.setInCallStatusBar(true))
        #expect(
            show.events == [
                SceneEvent(
                    .applicationWillChangeStatusBarFrame, target: nil, fields: [Field(.newStatusBarFrame, .rect(Rect(x: 0, y: 0, width: 768, height: 40)))]),
                SceneEvent(
                    .applicationDidChangeStatusBarFrame, target: nil, fields: [Field(.oldStatusBarFrame, .rect(Rect(x: 0, y: 0, width: 768, height: 20)))]),
            ])
        #expect(show.result["inCallStatusBar"] == .bool(true))
        #expect(show.result["animation"] == .animation(Animation(kind: .statusBar, duration: 0.35)))
        let layout = scene.layout
        #expect(layout.applicationFrame == Rect(x: 0, y: 40, width: 768, height: 984))
        #expect(layout.frame("statusBar") == Rect(x: 0, y: 0, width: 768, height: 40))
        #expect(layout.node("statusBar")?.attributes["inCall"] == .bool(true))
        #expect(layout.frame("nav") == Rect(x: 0, y: 40, width: 768, height: 984))
        #expect(layout.frame("nav.navigationBar") == Rect(x: 0, y: 40, width: 768, height: 44))
        #expect(layout.frame("home") == Rect(x: 0, y: 84, width: 768, height: 940))
        // The same again: nothing.
        let before = scene
        let same = try scene.run(.setInCallStatusBar(true))
        #expect(same.events.isEmpty)
        #expect(scene == before)
        // Off again: back to 20.
        let hide = try scene.run(.setInCallStatusBar(false))
        #expect(hide.events.trace == ["application:willChangeStatusBarFrame:@app", "application:didChangeStatusBarFrame:@app"])
        #expect(hide.events.first?.fields == [Field(.newStatusBarFrame, .rect(Rect(x: 0, y: 0, width: 768, height: 20)))])
        #expect(scene.layout.applicationFrame == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(scene.layout.frame("statusBar") == Rect(x: 0, y: 0, width: 768, height: 20))
    }

    /// In landscape the in-call bar is as wide as the screen.
    @Test("in-call status bar: landscape applicationFrame [0,40,1024,728]")
    func landscape() throws {
        var scene = try PopoverFixtures.scene(orientation: .landscapeLeft)
        let show = try scene.run(.setInCallStatusBar(true))
        #expect(show.events.first?.fields == [Field(.newStatusBarFrame, .rect(Rect(x: 0, y: 0, width: 1024, height: 40)))])
        #expect(scene.layout.applicationFrame == Rect(x: 0, y: 40, width: 1024, height: 728))
        #expect(scene.layout.frame("statusBar") == Rect(x: 0, y: 0, width: 1024, height: 40))
    }

    /// Visible popovers are placed again: they keep clear of the taller bar (40 + margin), and a
    /// bar-button popover follows its item down.
    @Test("in-call status bar: visible popovers are re-placed below it (minY >= 40 + margin)")
    func popoversReplaced() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromButton(arrows: [.left]))
        #expect(scene.layout.frame("pop") == Rect(x: 120, y: 30, width: 356, height: 984))
        try scene.run(.setInCallStatusBar(true))
        let node = try #require(scene.layout.node("pop"))
        #expect(node.frame == Rect(x: 120, y: 50, width: 356, height: 964))
        #expect(node.contentFrameAttribute == Rect(x: 148, y: 58, width: 320, height: 948))

        var item = try PopoverFixtures.scene()
        try item.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: ArrowDirection.any, animated: false))
        try item.run(.setInCallStatusBar(true))
        let moved = try #require(item.layout.node("pop"))
        #expect(item.layout.frame("info") == Rect(x: 711, y: 47, width: 52, height: 30))
        #expect(moved.anchorAttribute == Rect(x: 711, y: 47, width: 52, height: 30))
        #expect(moved.frame == Rect(x: 422, y: 77, width: 336, height: 937))
        #expect(moved.contentFrameAttribute == Rect(x: 430, y: 105, width: 320, height: 901))
        try item.run(.setInCallStatusBar(false))
        #expect(item.layout.frame("pop") == Rect(x: 422, y: 57, width: 336, height: 957))
    }
}
