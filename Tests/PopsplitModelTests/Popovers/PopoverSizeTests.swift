import PopsplitModel
import Testing

/// POP-02..POP-08: how big a popover's content is, and when that changes.
///
/// Placement reminders (popsplit's iOS 6 background: arrow 20, content insets 8, margins 10): from
/// `centre` (344,464,80,40) with the arrow up, the popover starts at y = 504, its content at
/// y = 532, and up to 1014 - 504 - 36 = 474 points of content fit below the anchor.
struct PopoverSizeTests {
    /// POP-02 a controller's `contentSizeForViewInPopover` defaults to 320 x 1100; on screen the
    /// content is cut to the room there is.
    @Test("POP-02 the default content size is 320 x 1100, shrunk on screen to the room below the anchor")
    func defaultSize() throws {
        var scene = try PopoverFixtures.scene()
        let present = try scene.run(PopoverFixtures.fromButton(arrows: [.up]))
        #expect(present.result["presented"] == .bool(true))
        #expect(scene.shown("pop")?.contentSize == Size(width: 320, height: 1100))
        // `button` ends at y = 128: 1014 (screen less the bottom margin) - 128 - 20 (arrow) - 16 (insets) = 850.
        let node = try #require(scene.layout.node("pop"))
        #expect(node.contentFrameAttribute == Rect(x: 18, y: 156, width: 320, height: 850))
        #expect(node.frame == Rect(x: 10, y: 128, width: 336, height: 886))
        #expect(scene.layout.frame("content") == Rect(x: 18, y: 156, width: 320, height: 850))
        // The popover controller keeps following its content: no size of its own.
        #expect(scene.popoverController(named: "pop")?.contentSize == nil)
    }

    /// POP-03 widths below 320 become 320, above 600 become 600; the height is free.
    @Test("POP-03 widths are clamped to 320...600 and the height is taken as asked")
    func widthLimits() throws {
        let cases: [(asked: Size, shown: Size, contentFrame: Rect)] = [
            (Size(width: 200, height: 400), Size(width: 320, height: 400), Rect(x: 224, y: 532, width: 320, height: 400)),
            (Size(width: 800, height: 400), Size(width: 600, height: 400), Rect(x: 84, y: 532, width: 600, height: 400)),
            (Size(width: 320, height: 50), Size(width: 320, height: 50), Rect(x: 224, y: 532, width: 320, height: 50)),
            (Size(width: 450, height: 80), Size(width: 450, height: 80), Rect(x: 159, y: 532, width: 450, height: 80)),
        ]
        for c in cases {
            var scene = try PopoverFixtures.scene()
            try scene.run(.setContentSizeForViewInPopover(controller: "content", size: c.asked))
            try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
            #expect(scene.shown("pop")?.contentSize == c.shown, "asked \(c.asked)")
            #expect(scene.layout.node("pop")?.contentFrameAttribute == c.contentFrame, "asked \(c.asked)")
        }
        // The popover controller's own size is clamped the same way.
        var scene = try PopoverFixtures.scene()
        let narrow = try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 100, height: 300), animated: false))
        #expect(narrow.result["contentSize"] == .size(Size(width: 320, height: 300)))
        let wide = try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 900, height: 300), animated: false))
        #expect(wide.result["contentSize"] == .size(Size(width: 600, height: 300)))
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(scene.shown("pop")?.contentSize == Size(width: 600, height: 300))
    }

    /// POP-04 the popover starts from its content's size; when both were set and differ, the
    /// popover controller's own value wins.
    @Test("POP-04 the popover controller's own size wins over the content's when both are set")
    func popoverSizeWins() throws {
        // Only the controller's size: the popover follows it.
        var follows = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "other")])
        try follows.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(follows.shown("pop")?.contentSize == Size(width: 350, height: 300))
        #expect(follows.layout.node("pop")?.contentFrameAttribute == Rect(x: 209, y: 532, width: 350, height: 300))
        // Both set: 400 x 250 on the popover controller beats the content's 350 x 300.
        var both = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "other", contentSize: Size(width: 400, height: 250))
        ])
        try both.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(both.shown("pop")?.contentSize == Size(width: 400, height: 250))
        #expect(both.layout.node("pop")?.contentFrameAttribute == Rect(x: 184, y: 532, width: 400, height: 250))
        // Set at run time before presenting, in either order: the popover's value still wins.
        var runtime = try PopoverFixtures.scene()
        try runtime.run(.setPopoverContentSize(popover: "pop", size: Size(width: 400, height: 250), animated: false))
        try runtime.run(.setContentSizeForViewInPopover(controller: "content", size: Size(width: 500, height: 100)))
        try runtime.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(runtime.shown("pop")?.contentSize == Size(width: 400, height: 250))
    }

    /// POP-05 `setPopoverContentSize` while visible resizes and animates; the same value again
    /// changes nothing and does not animate.
    @Test("POP-05 setPopoverContentSize while visible resizes with a popoverResize animation; the same value does not animate")
    func resizeWhileVisible() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 300))
        ])
        try scene.run(PopoverFixtures.fromCentre())
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 224, y: 532, width: 320, height: 300))
        let resize = try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 400, height: 350), animated: true))
        #expect(resize.events.isEmpty)
        #expect(resize.result["contentSize"] == .size(Size(width: 400, height: 350)))
        #expect(resize.result["animation"] == .animation(Animation(kind: .popoverResize, duration: 0.25)))
        #expect(scene.shown("pop")?.contentSize == Size(width: 400, height: 350))
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 184, y: 532, width: 400, height: 350))
        #expect(scene.layout.frame("pop") == Rect(x: 176, y: 504, width: 416, height: 386))
        // The same value again: no animation, nothing changes.
        let before = scene
        let same = try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 400, height: 350), animated: true))
        #expect(same.result["animation"] == nil)
        #expect(same.events.isEmpty)
        #expect(scene == before)
        // Not animated: obeyed, no animation reported.
        let quiet = try scene.run(.setPopoverContentSize(popover: "pop", size: Size(width: 320, height: 200), animated: false))
        #expect(quiet.result["animation"] == nil)
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 224, y: 532, width: 320, height: 200))
    }

    /// POP-05 a change of the content's `contentSizeForViewInPopover` while visible is obeyed and
    /// adopted as the popover controller's `popoverContentSize`; the same value changes nothing.
    @Test("POP-05 the content's contentSizeForViewInPopover changed while visible is obeyed and adopted as popoverContentSize")
    func controllerResizeWhileVisible() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 224, y: 532, width: 320, height: 474))
        let change = try scene.run(.setContentSizeForViewInPopover(controller: "content", size: Size(width: 450, height: 380)))
        #expect(change.events.isEmpty)
        #expect(scene.shown("pop")?.contentSize == Size(width: 450, height: 380))
        #expect(scene.popoverController(named: "pop")?.contentSize == Size(width: 450, height: 380))
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 159, y: 532, width: 450, height: 380))
        let before = scene
        try scene.run(.setContentSizeForViewInPopover(controller: "content", size: Size(width: 450, height: 380)))
        #expect(scene == before)
    }

    /// POP-05 the content's size change while visible is animated, like the popover's own (the
    /// result carries the `popoverResize` animation a preview needs).
    @Test("POP-05 a content size change of a visible popover reports the popoverResize animation")
    func controllerResizeAnimates() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        let change = try scene.run(.setContentSizeForViewInPopover(controller: "content", size: Size(width: 450, height: 380)))
        #expect(change.result["animation"] == .animation(Animation(kind: .popoverResize, duration: 0.25)))
        // Not visible: nothing to animate.
        var hidden = try PopoverFixtures.scene()
        let quiet = try hidden.run(.setContentSizeForViewInPopover(controller: "content", size: Size(width: 450, height: 380)))
        #expect(quiet.result["animation"] == nil)
    }

    /// POP-06 a new content controller replaces a custom `popoverContentSize`; while visible the
    /// old content disappears, the new appears, and the resize animates.
    @Test("POP-06 setPopoverContent clears the custom size and swaps the appearance of the contents")
    func newContentClearsSize() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 400, height: 250))
        ])
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(scene.shown("pop")?.contentSize == Size(width: 400, height: 250))
        let swap = try scene.run(.setPopoverContent(popover: "pop", controller: "other", animated: true))
        #expect(
            swap.events.trace == [
                "viewWillDisappear:@content", "viewWillAppear:@other",
                "viewDidDisappear:@content", "viewDidAppear:@other",
            ])
        #expect(swap.result["contentSize"] == .size(Size(width: 350, height: 300)))
        #expect(swap.result["animation"] == .animation(Animation(kind: .popoverResize, duration: 0.25)))
        #expect(scene.popoverController(named: "pop")?.contentSize == nil)
        #expect(scene.popoverController(named: "pop")?.content == "other")
        #expect(scene.shown("pop")?.presented == "other")
        let node = try #require(scene.layout.node("pop"))
        #expect(node.attributes["content"] == .string("other"))
        #expect(node.contentFrameAttribute == Rect(x: 209, y: 532, width: 350, height: 300))
        #expect(scene.layout.frame("other") == node.contentFrameAttribute)
        #expect(scene.layout.node("content") == nil)
        // While hidden: no events, the custom size is gone too, and the next presentation uses the
        // new controller's size.
        var hidden = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 400, height: 250))
        ])
        let quiet = try hidden.run(.setPopoverContent(popover: "pop", controller: "other", animated: true))
        #expect(quiet.events.isEmpty)
        #expect(quiet.result["animation"] == nil)
        #expect(hidden.popoverController(named: "pop")?.contentSize == nil)
        try hidden.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(hidden.shown("pop")?.contentSize == Size(width: 350, height: 300))
    }

    /// POP-07 a navigation controller's popover size is its top controller's plus its bars (44 for
    /// the navigation bar, 44 more for a shown toolbar); a tab bar controller adds its tab bar (49).
    @Test("POP-07 navigation content is its top controller's size plus 44 (plus 44 with a toolbar)")
    func navigationContentSize() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "navPop", content: "menuNav"), PopoverController(id: "toolPop", content: "toolNav"),
            PopoverController(id: "tabPop", content: "tabs"),
        ])
        try scene.run(.presentPopover(popover: "navPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 444))
        // From `menu` (5,27,52,30): below the item, the arrow as far left as the corners allow (x = 40).
        #expect(scene.layout.node("navPop")?.contentFrameAttribute == Rect(x: 18, y: 85, width: 320, height: 444))
        #expect(scene.layout.frame("menuNav.navigationBar") == Rect(x: 18, y: 85, width: 320, height: 44))
        #expect(scene.layout.frame("list") == Rect(x: 18, y: 129, width: 320, height: 400))
        try scene.run(.dismissPopover(popover: "navPop", animated: false))

        try scene.run(.presentPopover(popover: "toolPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        #expect(scene.shown("toolPop")?.contentSize == Size(width: 320, height: 488))
        #expect(scene.layout.frame("tool") == Rect(x: 18, y: 129, width: 320, height: 400))
        #expect(scene.layout.frame("toolNav.toolbar") == Rect(x: 18, y: 529, width: 320, height: 44))
        try scene.run(.dismissPopover(popover: "toolPop", animated: false))

        try scene.run(.presentPopover(popover: "tabPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        #expect(scene.shown("tabPop")?.contentSize == Size(width: 320, height: 349))
    }

    /// POP-08 iOS 6: a push inside a visible navigation popover takes the new width but only a
    /// taller height; a pop keeps the taller height.
    @Test("POP-08 iOS 6 quirk: on push the width follows and the height only grows; a pop keeps the taller height")
    func iOS6Quirk() throws {
        var scene = try PopoverFixtures.scene(popovers: [PopoverController(id: "navPop", content: "menuNav")])
        try scene.run(.presentPopover(popover: "navPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 444))
        // The `next` button inside the popover pushes `wide` (400 x 200): 400 wide, still 444 high.
        let next = try #require(scene.layout.frame("next"))
        let push = try scene.run(.tap(at: .point(Point(x: next.midX, y: next.midY))))
        #expect(push.result["action"] == .string("push"))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 400, height: 444))
        #expect(scene.layout.node("navPop")?.contentFrameAttribute?.size == Size(width: 400, height: 444))
        try scene.run(.pop(navigation: "menuNav", animated: true))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 444))
        try scene.run(.push(navigation: "menuNav", controller: "tall", animated: true))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 350, height: 744))
        try scene.run(.pop(navigation: "menuNav", animated: true))
        #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 744))
        #expect(scene.layout.node("navPop")?.contentFrameAttribute?.size == Size(width: 320, height: 744))
    }

    /// POP-08 with the navigation-delegate workaround (`exactPopoverSizing`), and under the iOS 5.1
    /// profile, the popover takes each top controller's size exactly.
    @Test("POP-08 exactPopoverSizing and the ios5.1 profile size the popover exactly on push and pop")
    func exactSizing() throws {
        let scenes = [
            try PopoverFixtures.scene(popovers: [PopoverController(id: "navPop", content: "menuNav")], exactPopoverSizing: true),
            try PopoverFixtures.scene(profile: .iOS5_1, popovers: [PopoverController(id: "navPop", content: "menuNav")]),
        ]
        for var scene in scenes {
            try scene.run(.presentPopover(popover: "navPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
            try scene.run(.push(navigation: "menuNav", controller: "wide", animated: true))
            #expect(scene.shown("navPop")?.contentSize == Size(width: 400, height: 244))
            #expect(scene.popoverController(named: "navPop")?.contentSize == Size(width: 400, height: 244))
            try scene.run(.pop(navigation: "menuNav", animated: true))
            #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 444))
            try scene.run(.push(navigation: "menuNav", controller: "tall", animated: true))
            #expect(scene.shown("navPop")?.contentSize == Size(width: 350, height: 744))
            try scene.run(.pop(navigation: "menuNav", animated: true))
            #expect(scene.shown("navPop")?.contentSize == Size(width: 320, height: 444))
            #expect(scene.layout.node("navPop")?.contentFrameAttribute?.size == Size(width: 320, height: 444))
        }
    }
}
