import PopsplitModel
import Testing

/// POP-24 and NAV-05: presenting inside a popover, and the bar style of a navigation content.
struct PopoverModalTests {
    /// POP-24 a current-context, cover-vertical presentation from the content fills the popover's
    /// content frame and becomes modal in popover.
    @Test("POP-24 a current-context modal inside the popover takes its content frame and is modalInPopover")
    func currentContextInside() throws {
        var scene = try PopoverTouchTests.showing()
        let contentFrame = try #require(scene.layout.node("pop")?.contentFrameAttribute)
        #expect(contentFrame == Rect(x: 224, y: 532, width: 320, height: 300))
        let present = try scene.run(
            .presentModal(
                presenter: "content", controller: "sub", style: .currentContext,
                transition: .coverVertical, animated: true))
        // No guideline warning: this is how UIKit wants it done.
        #expect(
            present.events.trace == [
                "viewWillDisappear:@content", "viewWillAppear:@sub",
                "viewDidDisappear:@content", "viewDidAppear:@sub",
            ])
        #expect(present.result["presented"] == .bool(true))
        #expect(present.result["presenter"] == .string("content"))
        #expect(scene.layout.frame("sub") == contentFrame)
        #expect(scene.layout.node("content") == nil)
        #expect(scene.layout.frame("pop") == Rect(x: 216, y: 504, width: 336, height: 336))
        #expect(scene.snapshot().modalInPopover["sub"] == true)
        // Dismissing it brings the content back; the popover stays.
        let dismiss = try scene.run(.dismissModal(controller: "sub", animated: true))
        #expect(
            dismiss.events.trace == [
                "viewWillDisappear:@sub", "viewWillAppear:@content",
                "viewDidDisappear:@sub", "viewDidAppear:@content",
            ])
        #expect(scene.layout.frame("content") == contentFrame)
    }

    /// POP-24 any other transition style raises UIKit's exception; nothing changes.
    @Test("POP-24 a non-coverVertical transition inside a popover raises UIKit's exception")
    func otherTransitionInside() throws {
        var scene = try PopoverTouchTests.showing()
        let before = scene
        for transition in [TransitionStyle.flipHorizontal, .crossDissolve, .partialCurl] {
            let error = #expect(throws: ModelError.self) {
                try scene.run(
                    .presentModal(
                        presenter: "content", controller: "sub", style: .currentContext,
                        transition: transition, animated: true))
            }
            #expect(error?.kind == .uikitException, "\(transition)")
            #expect(error?.message == "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical.")
            #expect(scene == before)
        }
        // Outside a popover a current-context cross dissolve is fine.
        var plain = try PopoverFixtures.scene()
        #expect(
            try plain.run(
                .presentModal(
                    presenter: "home", controller: "sub", style: .currentContext,
                    transition: .crossDissolve, animated: false)
            ).result["presented"] == .bool(true))
        #expect(plain.snapshot().modalInPopover["sub"] == nil)
    }

    /// NAV-05 a navigation controller shown in a popover has the popover bar style.
    @Test("NAV-05 the navigation bar of a popover's navigation content has barStyle popover")
    func popoverBarStyle() throws {
        var scene = try PopoverFixtures.scene(popovers: [PopoverController(id: "navPop", content: "menuNav")])
        try scene.run(.presentPopover(popover: "navPop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: false))
        #expect(scene.layout.node("menuNav.navigationBar")?.attributes["barStyle"] == .string("popover"))
        #expect(scene.layout.node("nav.navigationBar")?.attributes["barStyle"] == .string("default"))
        // The same navigation controller presented as a form sheet has the default style.
        try scene.run(.dismissPopover(popover: "navPop", animated: false))
        try scene.run(.presentModal(presenter: "home", controller: "menuNav", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(scene.layout.node("menuNav.navigationBar")?.attributes["barStyle"] == .string("default"))
    }

    /// POP-32 (seed 001: "The presented view controller's modalInPopover is
    /// automatically set to YES. (You can subvert this by setting the presented view controller's
    /// modalInPopover to NO after it is presented, but you probably shouldn't.)"): once subverted, a
    /// tap outside asks the delegate and dismisses the popover, as for any content.
    @Test("POP-32 a presented controller's modalInPopover set to NO after presenting lets a tap outside dismiss")
    func subvertedModalInPopover() throws {
        var scene = try PopoverTouchTests.showing()
        _ = try scene.run(
            .presentModal(presenter: "content", controller: "sub", style: .currentContext, transition: .coverVertical, animated: false))
        let swallowed = try scene.run(.tap(at: .point(Point(x: 40, y: 300))))
        #expect(swallowed.result["dismissed"] == .bool(false))
        #expect(swallowed.result["reason"] == .string("modalInPopover"))
        _ = try scene.run(.setModalInPopover(controller: "sub", modal: false))
        #expect(scene.snapshot().modalInPopover["sub"] == false)
        let tap = try scene.run(.tap(at: .point(Point(x: 40, y: 300))), answers: [:])
        let question = try #require(tap.question)
        #expect(question.selector == "popoverControllerShouldDismissPopover:")
        let answered = try scene.run(.tap(at: .point(Point(x: 40, y: 300))), answers: [question: .bool(true)])
        #expect(answered.result["action"] == .string("dismissPopover"))
        #expect(scene.layout.node("pop") == nil)
    }
}
