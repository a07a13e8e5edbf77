import PopsplitModel
import Testing

/// ROT-01..03: screen, application frame, rotation consent and messages.
struct RotationTests {
    /// ROT-01 app frame 768x1004 at y=20 in portrait, 1024x748 in landscape.
    @Test("ROT-01 app frame 768x1004 at y=20 in portrait, 1024x748 in landscape")
    func applicationFrames() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(scene.layout.screen == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(scene.layout.applicationFrame == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(scene.layout.frame("statusBar") == Rect(x: 0, y: 0, width: 768, height: 20))
        #expect(scene.layout.frame("nav") == Rect(x: 0, y: 20, width: 768, height: 1004))
        try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(scene.layout.screen == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(scene.layout.applicationFrame == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(scene.layout.frame("nav") == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(scene.layout.frame("statusBar") == Rect(x: 0, y: 0, width: 1024, height: 20))
    }

    /// ROT-01 a hidden status bar gives the whole screen to the app.
    @Test("ROT-01 a hidden status bar gives the whole screen to the app")
    func hiddenStatusBar() throws {
        var document = Fixtures.navigation()
        document.statusBarHidden = true
        let scene = try Fixtures.open(document)
        #expect(scene.layout.applicationFrame == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(scene.layout.node("statusBar") == nil)
    }

    /// ROT-02 a navigation controller asks its top controller; a refusal changes nothing.
    @Test("ROT-02 a navigation controller asks its top controller; a refusal changes nothing")
    func navigationTopRefuses() throws {
        var scene = try Fixtures.open(Fixtures.navigation(homeOrientations: [.portrait]))
        let before = scene
        let outcome = try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(outcome.result["rotated"] == .bool(false))
        #expect(outcome.result["refusedBy"] == .string("home"))
        #expect(outcome.events.isEmpty)
        #expect(scene == before)
        // Once another controller is on top, the answer changes (only the top is asked).
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        let second = try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(second.result["rotated"] == .bool(true))
        #expect(scene.orientation == .landscapeRight)
    }

    /// ROT-02 a tab bar controller asks every tab, even unselected ones.
    @Test("ROT-02 a tab bar controller asks every tab, even unselected ones")
    func tabBarAsksAllTabs() throws {
        var scene = try Fixtures.open(Fixtures.tabs())
        let before = scene
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(outcome.result["rotated"] == .bool(false))
        #expect(outcome.result["refusedBy"] == .string("about"))
        #expect(scene == before)
        var free = try Fixtures.open(Fixtures.tabs(aboutOrientations: nil))
        #expect(try free.run(.rotate(to: .landscapeLeft, animated: false)).result["rotated"] == .bool(true))
    }

    /// ROT-02 a page view controller asks only its current page.
    @Test("ROT-02 a page view controller asks only its current page")
    func pageViewAsksCurrentPage() throws {
        var scene = try Fixtures.open(Fixtures.pages())
        #expect(try scene.run(.rotate(to: .landscapeLeft, animated: false)).result["rotated"] == .bool(true))
        try scene.run(.rotate(to: .portrait, animated: false))
        try scene.run(.jumpToPage(pageView: "book", index: 1))
        let refused = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(refused.result["refusedBy"] == .string("p1"))
        #expect(scene.orientation == .portrait)
    }

    /// ROT-02 the top-most full-screen presented controller decides, not the root.
    @Test("ROT-02 the top-most full-screen presented controller decides, not the root")
    func fullScreenPresentedDecides() throws {
        var scene = try Fixtures.open(Fixtures.navigation(homeOrientations: [.portrait]))
        try scene.run(.presentModal(presenter: "home", controller: "other", style: .fullScreen, transition: .coverVertical, animated: false))
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(outcome.result["rotated"] == .bool(true))
        // A form sheet does not decide: the root does.
        var sheet = try Fixtures.open(Fixtures.navigation(homeOrientations: [.portrait]))
        try sheet.run(.presentModal(presenter: "home", controller: "other", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(try sheet.run(.rotate(to: .landscapeLeft, animated: true)).result["refusedBy"] == .string("home"))
    }

    /// ROT-03 willRotate, willAnimateRotation, didRotate reach every visible controller, parents first.
    @Test("ROT-03 willRotate, willAnimateRotation, didRotate reach every visible controller, parents first")
    func rotationMessages() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(
            outcome.events.trace == [
                "willRotateToInterfaceOrientation:duration:@nav", "willRotateToInterfaceOrientation:duration:@home",
                "willRotateToInterfaceOrientation:duration:@sheet",
                "willAnimateRotationToInterfaceOrientation:duration:@nav", "willAnimateRotationToInterfaceOrientation:duration:@home",
                "willAnimateRotationToInterfaceOrientation:duration:@sheet",
                "didRotateFromInterfaceOrientation:@nav", "didRotateFromInterfaceOrientation:@home",
                "didRotateFromInterfaceOrientation:@sheet",
            ])
        #expect(outcome.events.first?.fields["duration"] == .number(0.4))
        #expect(outcome.events.first?.fields["toInterfaceOrientation"] == .string("landscapeLeft"))
        #expect(outcome.events.last?.fields["fromInterfaceOrientation"] == .string("portrait"))
        #expect(outcome.result["from"] == .string("portrait"))
        #expect(outcome.result["to"] == .string("landscapeLeft"))
        #expect(outcome.result["animation"] == .animation(Animation(kind: .rotation, duration: 0.4)))
    }

    /// ROT-03 durations: 0.4 for a quarter turn, 0.8 for a half turn, 0 when not animated.
    @Test("ROT-03 durations: 0.4 for a quarter turn, 0.8 for a half turn, 0 when not animated")
    func durations() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        #expect(try scene.run(.rotate(to: .portraitUpsideDown, animated: true)).result["duration"] == .number(0.8))
        #expect(try scene.run(.rotate(to: .landscapeLeft, animated: true)).result["duration"] == .number(0.4))
        let still = try scene.run(.rotate(to: .landscapeRight, animated: false))
        #expect(still.result["duration"] == .number(0))
        #expect(still.result["animation"] == nil)
        #expect(still.events.first?.fields["duration"] == .number(0))
    }

    /// ROT-03 rotating to the current orientation does nothing.
    @Test("ROT-03 rotating to the current orientation does nothing")
    func sameOrientation() throws {
        var scene = try Fixtures.open(Fixtures.navigation())
        let before = scene
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        #expect(outcome.result["rotated"] == .bool(false))
        #expect(outcome.result["refusedBy"] == .null)
        #expect(outcome.events.isEmpty)
        #expect(scene == before)
    }
}
