import PopsplitModel
import Testing

/// POP-11, POP-12, POP-14: layout margins, background metrics, and releasing the controller.
struct PopoverOptionsTests {
    /// POP-11 the margins (10 by default) bound the popover; changing them moves a visible popover.
    @Test("POP-11 popoverLayoutMargins bound the popover, and setting them moves a visible one")
    func margins() throws {
        var scene = try PopoverFixtures.scene()
        #expect(scene.popoverController(named: "pop")?.layoutMargins == EdgeInsets(all: 10))
        try scene.run(PopoverFixtures.fromButton(arrows: [.up]))
        #expect(scene.layout.frame("pop") == Rect(x: 10, y: 128, width: 336, height: 886))
        // 200 at the bottom: 1024 - 200 - 128 - 36 = 660 of content; 50 on the left moves it right.
        let set = try scene.run(.setPopoverLayoutMargins(popover: "pop", margins: EdgeInsets(top: 10, left: 50, bottom: 200, right: 10)))
        #expect(set.events.isEmpty)
        let node = try #require(scene.layout.node("pop"))
        #expect(node.frame == Rect(x: 50, y: 128, width: 336, height: 696))
        #expect(node.contentFrameAttribute == Rect(x: 58, y: 156, width: 320, height: 660))
        #expect(node.attributes["arrowTip"] == .point(Point(x: 80, y: 128)))
        #expect(node.attributes["arrowOffset"] == .number(-138))
        #expect(node.attributes["arrowAttached"] == .bool(true))
        #expect(scene.popoverController(named: "pop")?.layoutMargins == EdgeInsets(top: 10, left: 50, bottom: 200, right: 10))
    }

    /// POP-11 the status bar is always avoided: with margins the popover starts at 20 + top
    /// margin at the earliest, with no margins at 20.
    @Test("POP-11 the status bar is always avoided: frame.minY >= 20 + the top margin")
    func statusBarAvoided() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromButton(arrows: [.left]))
        #expect(scene.layout.frame("pop") == Rect(x: 120, y: 30, width: 356, height: 984))
        try scene.run(.setPopoverLayoutMargins(popover: "pop", margins: .zero))
        let node = try #require(scene.layout.node("pop"))
        #expect(node.frame == Rect(x: 120, y: 20, width: 356, height: 1004))
        #expect(node.contentFrameAttribute == Rect(x: 148, y: 28, width: 320, height: 988))
        for arrows: Set<ArrowDirection> in [[.up], [.down], [.left], [.right], ArrowDirection.any] {
            var each = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", layoutMargins: .zero)])
            try each.run(.presentPopover(popover: "pop", from: .barButtonItem("menu"), arrows: arrows, animated: false))
            #expect((each.layout.frame("pop")?.minY ?? 0) >= 20, "\(arrows)")
            var rect = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", layoutMargins: .zero)])
            try rect.run(PopoverFixtures.fromButton(arrows: arrows))
            #expect((rect.layout.frame("pop")?.minY ?? 0) >= 20, "\(arrows)")
        }
    }

    /// POP-11 a margin that keeps the arrow from the anchor detaches it; margins that leave no room
    /// at all are ignored.
    @Test("POP-11 a margin too large for the arrow detaches it; margins leaving no room are ignored")
    func largeMargins() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", layoutMargins: EdgeInsets(top: 10, left: 300, bottom: 10, right: 10))
        ])
        try scene.run(PopoverFixtures.fromButton(arrows: [.up]))
        let node = try #require(scene.layout.node("pop"))
        #expect(node.frame.minX == 300)
        #expect(node.attributes["arrowAttached"] == .bool(false))
        #expect(node.attributes["arrowTip"] == .point(Point(x: 330, y: 128)))
        var huge = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", layoutMargins: EdgeInsets(all: 600))])
        let present = try huge.run(PopoverFixtures.fromCentre())
        guard case .fields(let placement)? = present.result["placement"] else {
            Issue.record("no placement in the result")
            return
        }
        #expect(placement["marginsIgnored"] == .bool(true))
        let frame = try #require(huge.layout.frame("pop"))
        #expect(frame.minY >= 20 && frame.maxY <= 1024 && frame.minX >= 0 && frame.maxX <= 768)
    }

    /// POP-12 the background's arrow height and content insets shape the frame:
    /// frame = content + insets, plus the arrow height across the arrow's edge.
    @Test("POP-12 background metrics: frame = content + insets + arrow height, arrow offset from the edge's centre")
    func backgroundMetrics() throws {
        let sized = Size(width: 320, height: 400)
        var standard = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", contentSize: sized)])
        try standard.run(PopoverFixtures.fromCentre(arrows: [.up]))
        // iOS 6 defaults: insets 8, arrow 20.
        #expect(standard.layout.frame("pop") == Rect(x: 216, y: 504, width: 336, height: 436))
        #expect(standard.layout.node("pop")?.contentFrameAttribute == Rect(x: 224, y: 532, width: 320, height: 400))

        let slim = PopoverBackgroundMetrics(arrowHeight: 10, arrowBase: 20, contentInsets: EdgeInsets(all: 2), cornerClearance: 5)
        var custom = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", contentSize: sized, background: slim)])
        try custom.run(PopoverFixtures.fromCentre(arrows: [.up]))
        let node = try #require(custom.layout.node("pop"))
        #expect(node.frame == Rect(x: 222, y: 504, width: 324, height: 414))
        #expect(node.contentFrameAttribute == Rect(x: 224, y: 516, width: 320, height: 400))
        #expect(node.attributes["arrowOffset"] == .number(0))
        // From `button` the popover slides to the margin; the arrow stays on the anchor's centre
        // (x = 70), 102 left of the popover's centre (10 + 324 / 2 = 172).
        var offset = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", contentSize: sized, background: slim)])
        try offset.run(PopoverFixtures.fromButton(arrows: [.up]))
        let slid = try #require(offset.layout.node("pop"))
        #expect(slid.frame == Rect(x: 10, y: 128, width: 324, height: 414))
        #expect(slid.contentFrameAttribute == Rect(x: 12, y: 140, width: 320, height: 400))
        #expect(slid.attributes["arrowTip"] == .point(Point(x: 70, y: 128)))
        #expect(slid.attributes["arrowOffset"] == .number(-102))
    }

    /// POP-14 releasing a visible popover controller raises UIKit's exception and changes nothing.
    @Test("POP-14 releasing a visible popover raises UIKit's text and changes nothing")
    func releaseVisible() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromCentre())
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.releasePopover(popover: "pop")) }
        #expect(error?.kind == .uikitException)
        #expect(error?.message == "-[UIPopoverController dealloc] reached while popover is still visible.")
        #expect(scene == before)
        #expect(scene.layout.node("pop") != nil)
    }

    /// POP-14 releasing a hidden popover controller removes it: it names nothing afterwards.
    @Test("POP-14 releasing a hidden popover removes it; presenting it then is an unknownId")
    func releaseHidden() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromCentre())
        try scene.run(.dismissPopover(popover: "pop", animated: true))
        let release = try scene.run(.releasePopover(popover: "pop"))
        #expect(release.events.isEmpty)
        #expect(release.result["released"] == .bool(true))
        #expect(release.result["retainedBySystem"] == .bool(false))
        #expect(scene.popoverController(named: "pop") == nil)
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(PopoverFixtures.fromCentre()) }
        #expect(error?.kind == .unknownId)
        #expect(scene == before)
        let again = #expect(throws: ModelError.self) { try scene.run(.releasePopover(popover: "pop")) }
        #expect(again?.kind == .unknownId)
    }
}
