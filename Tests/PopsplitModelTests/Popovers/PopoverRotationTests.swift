import PopsplitModel
import Testing

/// POP-27 and ROT-04: visible popovers across a rotation and on entering the background.
///
/// `centre` has flexible left and right margins: (344,464,80,40) in portrait, (472,464,80,40) in
/// landscape.
struct PopoverRotationTests {
    /// The rotation messages to `nav`, `home` and `content`, portrait to landscape (ROT-03).
    static let rotationTrace = [
        "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotateFromInterfaceOrientation:",
    ].flatMap { name in ["nav", "home", "content"].map { "\(name)@\($0)" } }

    /// A scene showing `pop` (320 x 300, rotation policy `policy`) from `centre`.
    static func rectPopover(_ policy: PopoverController.RotationPolicy) throws -> Scene {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 300), rotationPolicy: policy)
        ])
        try scene.run(PopoverFixtures.fromCentre())
        #expect(scene.layout.node("pop")?.anchorAttribute == PopoverFixtures.centre)
        return scene
    }

    /// POP-27 a popover presented from a bar button item follows the item after a rotation.
    @Test("POP-27 rotation: a bar-button popover follows its item (new anchor, re-placed)")
    func barButtonFollows() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: ArrowDirection.any, animated: false))
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(rotate.result["rotated"] == .bool(true))
        #expect(rotate.events.trace == Self.rotationTrace)
        #expect(rotate.result["needsPresentation"] == nil)
        #expect(scene.layout.frame("info") == PopoverFixtures.infoItemLandscape)
        let node = try #require(scene.layout.node("pop"))
        #expect(node.anchorAttribute == PopoverFixtures.infoItemLandscape)
        #expect(node.attributes["needsPresentation"] == .bool(false))
        #expect(node.attributes["arrowDirection"] == .string("up"))
        // Below the item in the 1024 x 748 landscape: 758 - 57 - 36 = 665 of content.
        #expect(node.frame == Rect(x: 678, y: 57, width: 336, height: 701))
        #expect(node.contentFrameAttribute == Rect(x: 686, y: 85, width: 320, height: 665))
        #expect(node.attributes["arrowTip"] == .point(Point(x: 984, y: 57)))
    }

    /// POP-27 a bar-button popover whose item went away is not repositioned: it needs presenting.
    @Test("POP-27 rotation: a bar-button popover whose item is gone needs presentation")
    func barButtonGone() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: ArrowDirection.any, animated: false))
        try scene.run(.push(navigation: "nav", controller: "detail", animated: false))
        #expect(scene.layout.node("info") == nil)
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(
            rotate.events.last
                == SceneEvent(
                    .popoverNeedsPresentation, target: "pop",
                    fields: [
                        Field(.popoverController, .string("pop")), Field(.reason, .string("rotation")),
                    ]))
        #expect(rotate.result["needsPresentation"] == .strings(["pop"]))
        let node = try #require(scene.layout.node("pop"))
        #expect(node.attributes["needsPresentation"] == .bool(true))
        #expect(node.anchorAttribute == PopoverFixtures.infoItem)
    }

    /// POP-27 a rect popover stays at its old window rect and is reported as needing presentation;
    /// presenting it again in didRotate moves it.
    @Test("POP-27 rotation: a rect popover gets popoverNeedsPresentation and needsPresentation true")
    func rectNeedsPresentation() throws {
        var scene = try Self.rectPopover(.keep)
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(rotate.events.trace == Self.rotationTrace + ["popoverNeedsPresentation@pop"])
        #expect(rotate.events.last?.fields == [Field(.popoverController, .string("pop")), Field(.reason, .string("rotation"))])
        #expect(rotate.result["needsPresentation"] == .strings(["pop"]))
        let landscapeCentre = Rect(x: 472, y: 464, width: 80, height: 40)
        #expect(scene.layout.frame("centre") == landscapeCentre)
        let node = try #require(scene.layout.node("pop"))
        #expect(node.attributes["needsPresentation"] == .bool(true))
        #expect(node.anchorAttribute == PopoverFixtures.centre)
        #expect(scene.shown("pop")?.needsPresentation == true)
        // The app presents it again: at the view's new place, no longer stale, no appearance events.
        let again = try scene.run(PopoverFixtures.fromCentre())
        #expect(again.events.isEmpty)
        let moved = try #require(scene.layout.node("pop"))
        #expect(moved.anchorAttribute == landscapeCentre)
        #expect(moved.attributes["needsPresentation"] == .bool(false))
    }

    /// POP-27 with the `represent` policy a rect popover is presented again at its rect's new place.
    @Test("POP-27 rotation: rotationPolicy represent moves a rect popover to its view's new place")
    func representPolicy() throws {
        var scene = try Self.rectPopover(.represent)
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(rotate.events.trace == Self.rotationTrace)
        #expect(rotate.result["representedPopovers"] == .strings(["pop"]))
        #expect(rotate.result["needsPresentation"] == nil)
        let node = try #require(scene.layout.node("pop"))
        #expect(node.anchorAttribute == Rect(x: 472, y: 464, width: 80, height: 40))
        #expect(node.attributes["needsPresentation"] == .bool(false))
        // 758 - 504 - 36 = 218 below is too little for 300: it goes above, arrow down.
        #expect(node.attributes["arrowDirection"] == .string("down"))
        #expect(node.frame == Rect(x: 344, y: 128, width: 336, height: 336))
        #expect(node.contentFrameAttribute == Rect(x: 352, y: 136, width: 320, height: 300))
        #expect(node.attributes["arrowTip"] == .point(Point(x: 512, y: 464)))
    }

    /// POP-27, POP-34 with the `dismiss` policy a popover is dismissed from code in willRotate
    /// (seed 001: "I like to dismiss the current popover programmatically when the application
    /// undergoes certain strong transitions, such as ... being rotated ... by implementing
    /// willRotateToInterfaceOrientation:duration:"): its content gets willRotate, then leaves, and
    /// the rest of the rotation goes to what is still visible; from a rect or a bar button item.
    @Test("POP-34 rotation: rotationPolicy dismiss dismisses the popover in willRotate, without delegate messages")
    func dismissPolicy() throws {
        var scene = try Self.rectPopover(.dismiss)
        let rotate = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        let rest = ["willAnimateRotationToInterfaceOrientation:duration:", "didRotateFromInterfaceOrientation:"].flatMap { name in
            ["nav", "home"].map { "\(name)@\($0)" }
        }
        #expect(
            rotate.events.trace
                == ["nav", "home", "content"].map { "willRotateToInterfaceOrientation:duration:@\($0)" }
                + ["viewWillDisappear:@content", "viewDidDisappear:@content"] + rest)
        #expect(rotate.result["dismissedPopovers"] == .strings(["pop"]))
        #expect(scene.layout.node("pop") == nil)
        #expect(scene.shown("pop") == nil)
        #expect(scene.popoverController(named: "pop") != nil)
        // From a bar button item too.
        var bar = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "content", rotationPolicy: .dismiss)])
        try bar.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: ArrowDirection.any, animated: false))
        let turned = try bar.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(turned.result["dismissedPopovers"] == .strings(["pop"]))
        #expect(bar.layout.node("pop") == nil)
        #expect(
            turned.events.trace.firstIndex(of: "viewDidDisappear:@content") ?? 99 < turned.events.trace.firstIndex(
                of: "willAnimateRotationToInterfaceOrientation:duration:@nav") ?? 0)
    }

    /// ROT-04 entering the background is announced; a popover that opted in is dismissed there
    /// (from code), the others stay.
    @Test("ROT-04 entering the background dismisses only popovers with dismissOnBackground")
    func background() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", dismissOnBackground: true),
            PopoverController(id: "keep", content: "other"),
        ])
        try scene.run(PopoverFixtures.fromCentre())
        try scene.run(PopoverFixtures.fromButton("keep"))
        let background = try scene.run(.enterBackground)
        #expect(
            background.events.trace == [
                "applicationWillResignActive:@app", "UIApplicationWillResignActiveNotification@app", "applicationDidEnterBackground:@app",
                "UIApplicationDidEnterBackgroundNotification@app", "viewWillDisappear:@content", "viewDidDisappear:@content",
            ])
        #expect(background.events[4].fields == [Field(.animated, .bool(false))])
        #expect(background.result["dismissedPopovers"] == .strings(["pop"]))
        #expect(scene.shown("pop") == nil)
        #expect(scene.shown("keep") != nil)
        // Without the option nothing is dismissed.
        var plain = try PopoverFixtures.scene()
        try plain.run(PopoverFixtures.fromCentre())
        let quiet = try plain.run(.enterBackground)
        #expect(
            quiet.events.trace == [
                "applicationWillResignActive:@app", "UIApplicationWillResignActiveNotification@app", "applicationDidEnterBackground:@app",
                "UIApplicationDidEnterBackgroundNotification@app",
            ])
        #expect(quiet.result["dismissedPopovers"] == nil)
        #expect(plain.shown("pop") != nil)
    }
}
