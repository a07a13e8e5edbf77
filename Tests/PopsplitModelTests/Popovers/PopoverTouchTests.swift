import PopsplitModel
import Testing

/// POP-16..POP-22: taps while a popover shows, and dismissing it.
///
/// The popover `pop` here is 320 x 300, presented from `centre`: frame (216,504,336,336), content
/// (224,532,320,300); `content`'s button `inside` is at (234,542,100,44).
struct PopoverTouchTests {
    /// The question UIKit asks after an outside tap (POP-19).
    static let shouldDismiss = DelegateQuestion(
        selector: "popoverControllerShouldDismissPopover:", fields: [Field(.popoverController, .string("pop"))], defaultAnswer: true)

    /// The shared scene with `pop` (320 x 300) visible below `centre`.
    static func showing() throws -> Scene {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 300))
        ])
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(scene.layout.frame("pop") == Rect(x: 216, y: 504, width: 336, height: 336))
        return scene
    }

    /// POP-16 taps inside the popover, on its content or on its chrome, never dismiss it.
    @Test("POP-16 a tap inside the popover (content or chrome) never dismisses it")
    func tapInside() throws {
        var scene = try Self.showing()
        let before = scene
        // The content's button fires its action.
        let button = try scene.run(.tap(at: .point(Point(x: 250, y: 560))))
        #expect(button.result["hit"] == .fields([Field(.id, .string("inside")), Field(.kind, .string("button"))]))
        #expect(button.result["action"] == .string("custom"))
        #expect(button.events == [SceneEvent(.action, target: "content", fields: [Field(.name, .string("inside")), Field(.sender, .string("inside"))])])
        #expect(scene == before)
        // The content's own view.
        let empty = try scene.run(.tap(at: .point(Point(x: 400, y: 800))))
        #expect(empty.result["hit"] == .fields([Field(.id, .string("content")), Field(.kind, .string("controller"))]))
        #expect(empty.events.isEmpty)
        #expect(scene == before)
        // The border and the arrow's band of the popover.
        for point in [Point(x: 218, y: 700), Point(x: 300, y: 510), Point(x: 550, y: 836)] {
            let chrome = try scene.run(.tap(at: .point(point)))
            #expect(chrome.result["hit"] == .fields([Field(.id, .string("pop")), Field(.kind, .string("popover"))]), "\(point)")
            #expect(chrome.result["action"] == .null)
            #expect(chrome.events.isEmpty)
            #expect(scene == before)
        }
    }

    /// POP-17 a passthrough view, and any subview of it, gets the tap and the popover stays, even
    /// when the content is modal in popover.
    @Test("POP-17 passthrough views and their subviews get the tap, even with modalInPopover")
    func passthrough() throws {
        var scene = try Self.showing()
        let set = try scene.run(.setPassthroughViews(popover: "pop", views: ["panel"]))
        #expect(set.result["passthroughViews"] == .strings(["panel"]))
        for modal in [false, true] {
            try scene.run(.setModalInPopover(controller: "content", modal: modal))
            let before = scene
            let inner = try scene.run(.tap(at: .point(Point(x: 450, y: 190))))
            #expect(inner.result["hit"] == .fields([Field(.id, .string("inner")), Field(.kind, .string("button"))]))
            #expect(inner.result["action"] == .string("custom"))
            #expect(inner.events == [SceneEvent(.action, target: "home", fields: [Field(.name, .string("inner")), Field(.sender, .string("inner"))])])
            #expect(inner.result["dismissed"] == nil)
            #expect(scene == before)
            let panel = try scene.run(.tap(at: .point(Point(x: 650, y: 330))))
            #expect(panel.result["hit"] == .fields([Field(.id, .string("panel")), Field(.kind, .string("view"))]))
            #expect(panel.events.isEmpty)
            #expect(scene == before)
            #expect(scene.layout.node("pop") != nil)
        }
    }

    /// POP-18 with `modalInPopover` on the content, outside taps on other views do nothing.
    @Test("POP-18 modalInPopover on the content: an outside tap does nothing (dismissed false, reason modalInPopover)")
    func modalContent() throws {
        var scene = try Self.showing()
        try scene.run(.setModalInPopover(controller: "content", modal: true))
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 100))))
        #expect(tap.question == nil)
        #expect(tap.events.isEmpty)
        #expect(
            tap.result == [
                Field(.hit, .fields([Field(.id, .string("button")), Field(.kind, .string("button"))])),
                Field(.action, .null), Field(.popover, .string("pop")),
                Field(.dismissed, .bool(false)), Field(.reason, .string("modalInPopover")),
            ])
        #expect(scene == before)
        #expect(scene.snapshot().stacks["nav"] == ["home"])
        // Declared in the document, the same.
        var document = PopoverFixtures.document()
        document.controllers[0].modalInPopover = true
        var declared = try Fixtures.open(document)
        try declared.run(PopoverFixtures.fromCentre())
        #expect(try declared.run(.tap(at: .point(Point(x: 30, y: 100)))).result["reason"] == .string("modalInPopover"))
    }

    /// POP-18 `modalInPopover` on a navigation content's top controller, or a tab bar content's
    /// selected tab, swallows outside taps too; on a child that is not current it does not.
    @Test("POP-18 modalInPopover on the navigation content's top child (or the selected tab) swallows outside taps")
    func modalCurrentChild() throws {
        var scene = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "menuNav")])
        try scene.run(.setModalInPopover(controller: "list", modal: true))
        try scene.run(PopoverFixtures.fromCentre(arrows: [.up]))
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 100))))
        #expect(tap.result["dismissed"] == .bool(false))
        #expect(tap.result["reason"] == .string("modalInPopover"))
        #expect(tap.events.isEmpty)
        #expect(scene == before)
        // Once `list` is no longer on top, the question is asked again.
        try scene.run(.push(navigation: "menuNav", controller: "detail", animated: false))
        #expect(try scene.run(.tap(at: .point(Point(x: 30, y: 100)))).question == Self.shouldDismiss)

        var tabs = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "tabs")])
        try tabs.run(.setModalInPopover(controller: "t1", modal: true))
        try tabs.run(PopoverFixtures.fromCentre(arrows: [.up]))
        #expect(try tabs.run(.tap(at: .point(Point(x: 30, y: 100)))).result["reason"] == .string("modalInPopover"))
        try tabs.run(.selectTab(tabBar: "tabs", index: 1))
        #expect(try tabs.run(.tap(at: .point(Point(x: 30, y: 100)))).question == Self.shouldDismiss)
    }

    /// POP-18 (and POP-24) a current-context modal view inside the popover makes it modal.
    @Test("POP-18 after a current-context modal inside the popover, outside taps do nothing")
    func modalAfterInsideModal() throws {
        var scene = try Self.showing()
        try scene.run(.presentModal(presenter: "content", controller: "sub", style: .currentContext, transition: .coverVertical, animated: false))
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 100))))
        #expect(tap.result["dismissed"] == .bool(false))
        #expect(tap.result["reason"] == .string("modalInPopover"))
        #expect(tap.events.isEmpty)
        #expect(scene == before)
    }

    /// POP-19 an outside tap asks `popoverControllerShouldDismissPopover:` first; YES (or the
    /// default) dismisses and then sends `popoverControllerDidDismissPopover:`; the tapped view
    /// gets nothing; NO changes nothing.
    @Test("POP-19 an outside tap asks popoverControllerShouldDismissPopover:, then dismisses and sends did-dismiss")
    func outsideTap() throws {
        var scene = try Self.showing()
        let before = scene
        // `button` would push `detail`; the tap goes to the popover instead.
        let asked = try scene.run(.tap(at: .point(Point(x: 30, y: 100))))
        #expect(asked.question == Self.shouldDismiss)
        #expect(scene == before)
        // NO: nothing happens.
        let refused = try scene.run(.tap(at: .point(Point(x: 30, y: 100))), answers: [Self.shouldDismiss: false])
        #expect(refused.events.isEmpty)
        #expect(refused.result["dismissed"] == .bool(false))
        #expect(refused.result["reason"] == .string("delegate"))
        #expect(scene == before)
        // YES: the content goes, then the delegate hears it is gone; the button fires nothing.
        let dismissed = try scene.run(.tap(at: .point(Point(x: 30, y: 100))), answers: [Self.shouldDismiss: true])
        #expect(dismissed.events.trace == ["viewWillDisappear:@content", "viewDidDisappear:@content", "popoverControllerDidDismissPopover:@pop"])
        #expect(dismissed.events.last?.fields == [Field(.popoverController, .string("pop"))])
        #expect(dismissed.events.first?.fields == [Field(.animated, .bool(true))])
        #expect(dismissed.result["hit"] == .fields([Field(.id, .string("button")), Field(.kind, .string("button"))]))
        #expect(dismissed.result["action"] == .string("dismissPopover"))
        #expect(dismissed.result["dismissed"] == .bool(true))
        #expect(scene.layout.node("pop") == nil)
        #expect(scene.layout.node("content") == nil)
        #expect(scene.snapshot().stacks["nav"] == ["home"])
        #expect(scene.shown("pop") == nil)
        // The next tap reaches the button.
        #expect(try scene.run(.tap(at: .point(Point(x: 30, y: 100)))).result["action"] == .string("push"))
    }

    /// POP-19 taps on the status bar are not outside taps: nothing is asked.
    @Test("POP-19 a tap on the status bar asks nothing and leaves the popover")
    func statusBarTap() throws {
        var scene = try Self.showing()
        let before = scene
        let tap = try scene.run(.tap(at: .point(Point(x: 400, y: 5))))
        #expect(tap.question == nil)
        #expect(tap.events.isEmpty)
        #expect(scene == before)
    }

    /// POP-20 `dismissPopoverAnimated:` from code (or a dismissPopover action inside) sends no
    /// delegate message.
    @Test("POP-20 dismissPopover from code sends only appearance events, no delegate message")
    func dismissFromCode() throws {
        var scene = try Self.showing()
        let dismiss = try scene.run(.dismissPopover(popover: "pop", animated: true))
        #expect(dismiss.events.trace == ["viewWillDisappear:@content", "viewDidDisappear:@content"])
        #expect(dismiss.result["dismissed"] == .bool(true))
        #expect(dismiss.result["controllers"] == .strings(["content"]))
        #expect(dismiss.result["animation"] == .animation(Animation(kind: .popover, duration: 0.2)))
        #expect(scene.layout.node("pop") == nil)
        // Not visible: nothing.
        let before = scene
        let again = try scene.run(.dismissPopover(popover: "pop", animated: true))
        #expect(again.events.isEmpty)
        #expect(again.result["dismissed"] == .bool(false))
        #expect(scene == before)
        // The content's `close` button (dismissPopover action): the same, no delegate message.
        var inside = try Self.showing()
        let close = try inside.run(.tap(at: .point(Point(x: 250, y: 610))))
        #expect(close.result["hit"] == .fields([Field(.id, .string("close")), Field(.kind, .string("button"))]))
        #expect(close.result["action"] == .string("dismissPopover"))
        #expect(close.events.trace == ["viewWillDisappear:@content", "viewDidDisappear:@content"])
        #expect(inside.layout.node("pop") == nil)
    }

    /// POP-21 presenting from a bar button item makes its bar a passthrough view: another item of
    /// the same bar fires its action and the popover stays; the same item can be tapped again.
    @Test("POP-21 a bar button presentation makes the bar passthrough: another item of the bar fires and the popover stays")
    func barIsPassthrough() throws {
        var scene = try PopoverFixtures.scene()
        // `menu` (5,27,52,30) presents `pop` when tapped.
        let menu = try scene.run(.tap(at: .point(Point(x: 31, y: 42))))
        #expect(menu.result["action"] == .string("presentPopover"))
        #expect(menu.events.trace == ["viewWillAppear:@content", "viewDidAppear:@content"])
        #expect(scene.popoverController(named: "pop")?.passthroughViews == ["nav.navigationBar"])
        let before = scene
        let edit = try scene.run(.tap(at: .point(Point(x: 677, y: 42))))
        #expect(edit.result["hit"] == .fields([Field(.id, .string("edit")), Field(.kind, .string("barButtonItem"))]))
        #expect(edit.result["action"] == .string("custom"))
        #expect(edit.events == [SceneEvent(.action, target: "home", fields: [Field(.name, .string("edit")), Field(.sender, .string("edit"))])])
        #expect(scene == before)
        // The bar itself lets the tap through too.
        let bar = try scene.run(.tap(at: .point(Point(x: 300, y: 40))))
        #expect(bar.question == nil)
        #expect(scene == before)
        // The same item again: the action runs again, the popover stays where it is.
        let menuAgain = try scene.run(.tap(at: .point(Point(x: 31, y: 42))))
        #expect(menuAgain.question == nil)
        #expect(menuAgain.result["action"] == .string("presentPopover"))
        #expect(menuAgain.events.isEmpty)
        #expect(scene.layout.node("pop") == before.layout.node("pop"))
        // Elsewhere (clear of the popover at (10,57,336,957)): the question.
        #expect(try scene.run(.tap(at: .point(Point(x: 600, y: 500)))).question == Self.shouldDismiss)
    }

    /// POP-22 passthrough views set before a bar button item presentation are replaced by the bar.
    @Test("POP-22 passthrough views set before a bar-button presentation are replaced")
    func passthroughReset() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.setPassthroughViews(popover: "pop", views: ["panel"]))
        try scene.run(.presentPopover(popover: "pop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: true))
        #expect(scene.popoverController(named: "pop")?.passthroughViews == ["nav.navigationBar"])
        // Below `menu`: (10,57,336,957), clear of `panel`.
        #expect(scene.layout.frame("pop") == Rect(x: 10, y: 57, width: 336, height: 957))
        let before = scene
        // `inner` (in `panel`) is an ordinary outside view now.
        let tap = try scene.run(.tap(at: .point(Point(x: 450, y: 190))))
        #expect(tap.question == Self.shouldDismiss)
        #expect(scene == before)
        // Set after presenting, they work.
        try scene.run(.setPassthroughViews(popover: "pop", views: ["panel"]))
        #expect(try scene.run(.tap(at: .point(Point(x: 450, y: 190)))).result["action"] == .string("custom"))
        #expect(scene.layout.node("pop") != nil)
    }
}
