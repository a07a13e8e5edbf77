import PopsplitModel
import Testing

/// POP-15 and POP-25: popover segues.
struct PopoverSegueTests {
    /// POP-25 a popover segue anchored to a view: `prepareForSegue:sender:` first, then the
    /// destination appears as the content of a popover pointing at the view. POP-31: the prepare
    /// names the segue's popover controller (seed 001: `UIStoryboardPopoverSegue` "adds a single
    /// read-only property, popoverController. You can use this, for instance, in
    /// prepareForSegue:sender:, to customize the popover controller").
    @Test("POP-25, POP-31 a popover segue anchored to a view prepares (naming its popover controller), then shows the destination")
    func segueFromView() throws {
        var scene = try PopoverFixtures.scene()
        let segue = try scene.run(.performSegue(id: "toHelp"))
        #expect(segue.events.trace == ["prepareForSegue:sender:@home", "viewWillAppear:@help", "viewDidAppear:@help"])
        #expect(
            segue.events.first?.fields == [
                Field(.segue, .string("toHelp")), Field(.destinationViewController, .string("help")), Field(.popoverController, .string("toHelp")),
            ])
        #expect(segue.result["segue"] == .string("toHelp"))
        #expect(segue.result["kind"] == .string("popover"))
        #expect(segue.result["presented"] == .bool(true))
        #expect(segue.result["anchor"] == .rect(PopoverFixtures.centre))
        let shown = try #require(scene.shown("toHelp"))
        #expect(shown.presented == "help")
        #expect(shown.permitted == ArrowDirection.any)
        #expect(scene.popoverController(named: "toHelp")?.owner == .segue)
        let node = try #require(scene.layout.node("toHelp"))
        #expect(node.attributes["content"] == .string("help"))
        #expect(node.anchorAttribute == PopoverFixtures.centre)
        #expect(scene.layout.frame("help") == node.contentFrameAttribute)
    }

    /// POP-25 a popover segue anchored to a bar button item: up and down only, the bar passes
    /// taps through.
    @Test("POP-25 a popover segue anchored to a bar button item presents from the item")
    func segueFromItem() throws {
        var scene = try PopoverFixtures.scene()
        let segue = try scene.run(.performSegue(id: "toAbout"))
        #expect(segue.events.trace == ["prepareForSegue:sender:@home", "viewWillAppear:@about", "viewDidAppear:@about"])
        #expect(segue.result["anchor"] == .rect(PopoverFixtures.infoItem))
        #expect(scene.shown("toAbout")?.permitted == [.up, .down])
        #expect(scene.popoverController(named: "toAbout")?.passthroughViews == ["nav.navigationBar"])
        let node = try #require(scene.layout.node("toAbout"))
        #expect(node.attributes["arrowDirection"] == .string("up"))
        #expect(node.frame == Rect(x: 422, y: 57, width: 336, height: 957))
    }

    /// POP-25 a popover segue without an anchor, performed from a tap, points at the sender.
    @Test("POP-25 a popover segue performed by a tapped button is anchored to that button")
    func segueFromSender() throws {
        var document = PopoverFixtures.document()
        document.segues.append(SegueSpec(id: "fromTap", kind: .popover, source: "home", destination: "about"))
        document.root.children[0].views[0].action = .segue(id: "fromTap")
        var scene = try Fixtures.open(document)
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 100))))
        #expect(tap.result["action"] == .string("segue"))
        #expect(tap.events.trace == ["prepareForSegue:sender:@home", "viewWillAppear:@about", "viewDidAppear:@about"])
        #expect(scene.layout.node("fromTap")?.anchorAttribute == PopoverFixtures.button)
    }

    /// POP-25 a dismissing action inside the segue's popover (an unwind) dismisses the popover,
    /// with no delegate message.
    @Test("POP-25 a dismiss action inside a segue's popover dismisses it")
    func unwindFromInside() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.performSegue(id: "toHelp"))
        let done = try #require(scene.layout.frame("done"))
        let tap = try scene.run(.tap(at: .point(Point(x: done.midX, y: done.midY))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("done")), Field(.kind, .string("button"))]))
        #expect(tap.result["action"] == .string("dismiss"))
        #expect(tap.result["dismissed"] == .bool(true))
        #expect(tap.events.trace == ["viewWillDisappear:@help", "viewDidDisappear:@help"])
        #expect(scene.layout.node("toHelp") == nil)
        #expect(scene.shown("toHelp") == nil)
    }

    /// POP-15 a segue's popover is retained by the system: releasing it while visible is fine and
    /// leaves it on screen.
    @Test("POP-15 a popover segue's popover can be released while visible (retainedBySystem)")
    func segueRetained() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.performSegue(id: "toHelp"))
        let layout = scene.layout
        let release = try scene.run(.releasePopover(popover: "toHelp"))
        #expect(release.events.isEmpty)
        #expect(release.result["released"] == .bool(true))
        #expect(release.result["retainedBySystem"] == .bool(true))
        #expect(scene.layout == layout)
        #expect(scene.shown("toHelp") != nil)
        // It is still dismissed as usual.
        let done = try #require(scene.layout.frame("done"))
        #expect(try scene.run(.tap(at: .point(Point(x: done.midX, y: done.midY)))).result["dismissed"] == .bool(true))
        #expect(scene.layout.node("toHelp") == nil)
    }

    /// POP-15 a segue's popover controller stays after its popover is dismissed, even once
    /// released, and the segue's next performance reuses it (popsplit's documented choice,
    /// protocol.md 9.9.1).
    @Test("POP-15 a released segue popover is kept after dismissal and reused by the next performance")
    func releasedSegueReused() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.performSegue(id: "toHelp"))
        try scene.run(.releasePopover(popover: "toHelp"))
        try scene.run(.dismissPopover(popover: "toHelp", animated: false))
        #expect(scene.shown("toHelp") == nil)
        #expect(scene.popoverController(named: "toHelp")?.owner == .segue)
        let again = try scene.run(.performSegue(id: "toHelp"))
        #expect(again.events.trace == ["prepareForSegue:sender:@home", "viewWillAppear:@help", "viewDidAppear:@help"])
        #expect(scene.shown("toHelp")?.presented == "help")
        // Not visible, the system's popover controller can be released like any other.
        try scene.run(.dismissPopover(popover: "toHelp", animated: false))
        let release = try scene.run(.releasePopover(popover: "toHelp"))
        #expect(release.result["retainedBySystem"] == .bool(false))
        #expect(scene.popoverController(named: "toHelp") == nil)
    }
}
