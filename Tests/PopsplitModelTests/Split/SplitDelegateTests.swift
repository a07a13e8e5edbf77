import PopsplitModel
import Testing

/// SPL-05, SPL-06, SPL-09: the split view delegate's hide and show messages at launch and at
/// rotation, in order with the rotation and appearance messages.
struct SplitDelegateTests {
    /// willHide's name, as traces show it.
    static let willHide = "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:@split"
    /// willShow's name, as traces show it.
    static let willShow = "splitViewController:willShowViewController:invalidatingBarButtonItem:@split"

    /// The rotation messages `name` to each of `targets`, as a trace.
    static func each(_ name: String, _ targets: [String]) -> [String] {
        targets.map { "\(name)@\($0)" }
    }

    /// SPL-05 launching in portrait sends willHide right after didFinishLaunching, before any view appears.
    @Test("SPL-05 launching in portrait sends willHide before the views appear")
    func launchInPortrait() throws {
        let (_, events) = try Scene.open(SplitFixtures.document())
        #expect(
            events.trace == [
                "application:didFinishLaunchingWithOptions:@app", "UIApplicationDidFinishLaunchingNotification@app",
                Self.willHide,
                "viewWillAppear:@split", "viewWillAppear:@detailNav", "viewWillAppear:@message",
                "applicationDidBecomeActive:@app", "UIApplicationDidBecomeActiveNotification@app",
                "viewDidAppear:@split", "viewDidAppear:@detailNav", "viewDidAppear:@message",
            ])
        // The delegate gets the master, the item and the popover controller.
        let hide = try #require(events.first { $0.name.rawValue.hasPrefix("splitViewController:willHide") })
        #expect(hide.fields["viewController"] == .string("masterNav"))
        #expect(hide.fields["barButtonItem"] == .string("split.masterButton"))
        #expect(hide.fields["popoverController"] == .string("split.masterPopover"))
    }

    /// SPL-05 launching in landscape sends no split view message; the master appears with the detail.
    @Test("SPL-05 launching in landscape sends no hide or show message")
    func launchInLandscape() throws {
        let (_, events) = try Scene.open(SplitFixtures.document(orientation: .landscapeLeft))
        #expect(
            events.trace == [
                "application:didFinishLaunchingWithOptions:@app", "UIApplicationDidFinishLaunchingNotification@app",
                "viewWillAppear:@split", "viewWillAppear:@masterNav", "viewWillAppear:@mailboxes",
                "viewWillAppear:@detailNav", "viewWillAppear:@message",
                "applicationDidBecomeActive:@app", "UIApplicationDidBecomeActiveNotification@app",
                "viewDidAppear:@split", "viewDidAppear:@masterNav", "viewDidAppear:@mailboxes",
                "viewDidAppear:@detailNav", "viewDidAppear:@message",
            ])
    }

    /// SPL-05 a delegate that does not implement willHide is not sent it, at launch or at rotation.
    @Test("SPL-05 no willHide to a delegate that does not implement it")
    func willHideNotImplemented() throws {
        let (_, events) = try Scene.open(SplitFixtures.document(implementsWillHide: false))
        #expect(!events.trace.contains(Self.willHide))
        var scene = try SplitFixtures.open(orientation: .landscapeLeft, implementsWillHide: false)
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        #expect(!outcome.events.trace.contains(Self.willHide))
        #expect(outcome.events.trace.contains("viewWillDisappear:@masterNav"))
    }

    /// SPL-05 rotating to portrait: willRotate and willAnimate to every visible controller, the
    /// master's will-disappear, willHide, its did-disappear, then didRotate to those still visible.
    @Test("SPL-05 rotating to portrait: master disappears around willHide, inside the rotation")
    func rotateToPortrait() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        let all = ["split", "masterNav", "mailboxes", "detailNav", "message"]
        #expect(
            outcome.events.trace == Self.each("willRotateToInterfaceOrientation:duration:", all)
                + Self.each("willAnimateRotationToInterfaceOrientation:duration:", all)
                + [
                    "viewWillDisappear:@masterNav", "viewWillDisappear:@mailboxes", Self.willHide,
                    "viewDidDisappear:@masterNav", "viewDidDisappear:@mailboxes",
                ]
                + Self.each("didRotateFromInterfaceOrientation:", ["split", "detailNav", "message"]))
        // The master's disappearance is animated with the rotation.
        let disappear = try #require(outcome.events.first { $0.name == .viewWillDisappear })
        #expect(disappear.fields["animated"] == .bool(true))
        #expect(outcome.result["rotated"] == .bool(true))
        #expect(scene.layout.masterButton != nil)
    }

    /// SPL-06 rotating to landscape: willShow comes before the master's appearance messages, inside
    /// the rotation; didRotate reaches both panes.
    @Test("SPL-06 rotating to landscape: willShow, then the master appears")
    func rotateToLandscape() throws {
        var scene = try SplitFixtures.open()
        let outcome = try scene.run(.rotate(to: .landscapeRight, animated: true))
        let visibleBefore = ["split", "detailNav", "message"]
        #expect(
            outcome.events.trace == Self.each("willRotateToInterfaceOrientation:duration:", visibleBefore)
                + Self.each("willAnimateRotationToInterfaceOrientation:duration:", visibleBefore)
                + [
                    Self.willShow, "viewWillAppear:@masterNav", "viewWillAppear:@mailboxes",
                    "viewDidAppear:@masterNav", "viewDidAppear:@mailboxes",
                ]
                + Self.each("didRotateFromInterfaceOrientation:", ["split", "masterNav", "mailboxes", "detailNav", "message"]))
        let show = try #require(outcome.events.first { $0.name.rawValue.hasPrefix("splitViewController:willShow") })
        #expect(show.fields["viewController"] == .string("masterNav"))
        #expect(show.fields["barButtonItem"] == .string("split.masterButton"))
        #expect(scene.layout.masterButton == nil)
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
    }

    /// SPL-06 a master shown in portrait is dismissed by the rotation: no appearance message for it
    /// (it stays on screen, now as the first pane), willShow all the same.
    @Test("SPL-06 rotating to landscape with the master shown: its popover goes, the pane takes it")
    func rotateWithMasterShown() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        #expect(scene.layout.masterPopover != nil)
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(outcome.events.trace.contains(Self.willShow))
        #expect(!outcome.events.contains { $0.name.rawValue.hasPrefix("view") })
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(scene.snapshot().splitsShowingSide.isEmpty)
        // Back in portrait the master is hidden again, not shown.
        try scene.run(.rotate(to: .portrait, animated: false))
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.layout.node("masterNav") == nil)
    }

    /// SPL-05 SPL-06 turning upside down keeps the master hidden: no hide or show message again.
    @Test("SPL-05 SPL-06 portrait to upside down and landscape to landscape send no split message")
    func sameClassOfOrientation() throws {
        var scene = try SplitFixtures.open()
        let flipped = try scene.run(.rotate(to: .portraitUpsideDown, animated: true))
        #expect(!flipped.events.contains { $0.name.rawValue.hasPrefix("splitViewController:") })
        #expect(!flipped.events.contains { $0.name.rawValue.hasPrefix("view") })
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        let turned = try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(!turned.events.contains { $0.name.rawValue.hasPrefix("splitViewController:") })
    }

    /// SPL-05 turning upside down with the master shown hides it, without a split view message.
    @Test("SPL-05 portrait to upside down with the master shown: it goes, no split message")
    func upsideDownWithMasterShown() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        let outcome = try scene.run(.rotate(to: .portraitUpsideDown, animated: true))
        let all = ["split", "masterNav", "mailboxes", "detailNav", "message"]
        #expect(
            outcome.events.trace == Self.each("willRotateToInterfaceOrientation:duration:", all)
                + Self.each("willAnimateRotationToInterfaceOrientation:duration:", all)
                + ["viewWillDisappear:@masterNav", "viewWillDisappear:@mailboxes", "viewDidDisappear:@masterNav", "viewDidDisappear:@mailboxes"]
                + Self.each("didRotateFromInterfaceOrientation:", ["split", "detailNav", "message"]))
        #expect(outcome.result["duration"] == .number(0.8))
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.layout.masterButton != nil)
    }

    /// SPL-09 never hiding: no hide or show message at launch or at rotation, no appearance change.
    @Test("SPL-09 a master kept in portrait: no hide or show messages, no appearance messages")
    func neverHides() throws {
        let (_, events) = try Scene.open(SplitFixtures.document(hidesMasterInPortrait: false))
        #expect(!events.contains { $0.name.rawValue.hasPrefix("splitViewController:") })
        #expect(events.trace.contains("viewWillAppear:@mailboxes"))
        var scene = try SplitFixtures.open(hidesMasterInPortrait: false)
        for orientation in [InterfaceOrientation.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown] {
            let outcome = try scene.run(.rotate(to: orientation, animated: true))
            #expect(outcome.result["rotated"] == .bool(true))
            #expect(!outcome.events.contains { $0.name.rawValue.hasPrefix("splitViewController:") })
            #expect(!outcome.events.contains { $0.name.rawValue.hasPrefix("view") })
        }
    }

    /// SPL-12 (seed 000: "All your application has to do is add this button ... in the
    /// delegate's method"; seed 001: "your mission ... is to put that bar button item into the
    /// interface"): the item exists only where the delegate puts it, in willHide. A delegate that
    /// does not implement willHide has no item: none is laid out or tapped, and nothing (the
    /// method from code, a snapshot) shows the hidden master.
    @Test("SPL-12 no willHide, no bar button item: nothing shows the hidden master")
    func noWillHideNoItem() throws {
        var scene = try SplitFixtures.open(implementsWillHide: false)
        #expect(scene.layout.masterButton == nil)
        #expect(try SplitFixtures.open().layout.masterButton != nil)
        #expect(throws: ModelError.self) { try scene.run(.toggleSplitMaster(split: "split", animated: true)) }
        let before = scene
        #expect(throws: ModelError.self) {
            try scene.restore(SceneState(orientation: .portrait, presentations: [.splitSide(scene.sidePresentation(showing: "split"))]))
        }
        #expect(scene == before)
        // Rotated to landscape and back, the item still never appears.
        _ = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        _ = try scene.run(.rotate(to: .portrait, animated: false))
        #expect(scene.layout.masterButton == nil)
    }
}
