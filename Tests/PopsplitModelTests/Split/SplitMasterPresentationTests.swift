import PopsplitModel
import Testing

/// SPL-18: a current-context presentation made from a split view's master leaves the window with
/// the master and comes back with it. Seed 000: the split view "automatically hides the first view
/// controller ... when rotating to a portrait orientation"; nothing in UIKit dismisses a
/// presentation for that, so the presented controller stays presented, out of the window.
struct SplitMasterPresentationTests {
    /// The Mail-like split view (SplitFixtures) with `other` presented in the current context of
    /// `mailboxes`, the master's top controller, in landscape under `profile`.
    static func presenting(profile: BehaviourProfile = .iOS6) throws -> Scene {
        var scene = try SplitFixtures.open(profile: profile, orientation: .landscapeLeft)
        try scene.run(.presentModal(presenter: "mailboxes", controller: "other", style: .currentContext, transition: .coverVertical, animated: false))
        return scene
    }

    @Test("SPL-18 the presentation is inside the landscape master pane, in place of its presenter")
    func presentedInThePane() throws {
        let scene = try Self.presenting()
        #expect(scene.layout.frame("other") == Rect(x: 0, y: 64, width: 320, height: 704))
        #expect(scene.layout.node("mailboxes") == nil)
    }

    @Test("SPL-18 rotating to portrait: the presented controller disappears with the master, gets no didRotate, has no node")
    func leavesWithTheMaster() throws {
        var scene = try Self.presenting()
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        let trace = outcome.events.trace
        #expect(trace.contains("viewWillDisappear:@other"))
        #expect(trace.contains("viewDidDisappear:@other"))
        #expect(!trace.contains("didRotateFromInterfaceOrientation:@other"))
        #expect(scene.layout.node("other") == nil)
        // The detail fills the screen; nothing floats over it.
        #expect(scene.layout.frame("detailNav") == SplitFixtures.portraitDetail)
        // Still presented: the snapshot keeps it.
        #expect(scene.snapshot().presentations.contains { $0.presented == "other" && $0.presenter == "mailboxes" })
        // A tap where the master's presentation was reaches the detail, not `other`.
        let tap = try scene.run(.tap(at: .point(Point(x: 160, y: 400))))
        #expect(!tap.events.trace.contains { $0.hasSuffix("@other") })
    }

    @Test("SPL-18 a second rotation sends the presented controller no rotation message while it is out of the window")
    func noRotationMessagesOffScreen() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: true))
        let outcome = try scene.run(.rotate(to: .portraitUpsideDown, animated: true))
        #expect(!outcome.events.trace.contains { $0.hasSuffix("@other") })
    }

    @Test("SPL-18 the master slid in brings the presentation back inside it")
    func comesBackSlidIn() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: false))
        let shown = try scene.run(.toggleSplitMaster(split: "split", animated: true))
        #expect(shown.events.trace.contains("viewWillAppear:@other"))
        #expect(!shown.events.trace.contains("viewWillAppear:@mailboxes"))
        #expect(scene.layout.frame("other") == Rect(x: 0, y: 64, width: 320, height: 960))
        let hidden = try scene.run(.toggleSplitMaster(split: "split", animated: true))
        #expect(hidden.events.trace.contains("viewWillDisappear:@other"))
        #expect(scene.layout.node("other") == nil)
    }

    @Test("SPL-18 rotating back to landscape: the presentation returns in the pane")
    func comesBackInLandscape() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: false))
        let outcome = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(outcome.events.trace.contains("viewWillAppear:@other"))
        #expect(outcome.events.trace.contains("didRotateFromInterfaceOrientation:@other"))
        #expect(scene.layout.frame("other") == Rect(x: 0, y: 64, width: 320, height: 704))
    }

    @Test("SPL-18 iOS 5.0: the presentation comes back inside the master's popover")
    func comesBackInThePopover() throws {
        var scene = try Self.presenting(profile: .iOS5_0)
        try scene.run(.rotate(to: .portrait, animated: false))
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        let popover = try #require(scene.layout.node("split.masterPopover"))
        let content = try #require(popover.attributes.first { $0.name == .contentFrame }?.value)
        guard case .rect(let frame) = content else {
            Issue.record("contentFrame is not a rect")
            return
        }
        let other = try #require(scene.layout.frame("other"))
        #expect(other.minX >= frame.minX && other.maxX <= frame.maxX && other.minY >= frame.minY && other.maxY <= frame.maxY)
    }

    @Test("SPL-18 snapshot and restore keep a presentation waiting with the hidden master")
    func snapshotRestores() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: false))
        let saved = scene.snapshot()
        var copy = try SplitFixtures.open(profile: .iOS6, orientation: .landscapeLeft)
        try copy.restore(saved)
        #expect(copy.snapshot() == saved)
        #expect(copy.layout.node("other") == nil)
        try scene.restore(saved)
        #expect(scene.snapshot() == saved)
    }

    @Test("SPL-18 reloading the same document keeps the waiting presentation, with no events")
    func reloadKeeps() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: false))
        let events = try scene.reload(scene.document)
        #expect(events.isEmpty)
        #expect(scene.snapshot().presentations.contains { $0.presented == "other" })
    }

    @Test("SPL-18 the hidden master's presentation can be dismissed while it waits")
    func dismissWhileWaiting() throws {
        var scene = try Self.presenting()
        try scene.run(.rotate(to: .portrait, animated: false))
        let outcome = try scene.run(.dismissModal(controller: "other", animated: false))
        // Out of the window: no appearance messages either way.
        #expect(outcome.events.isEmpty)
        #expect(!scene.snapshot().presentations.contains { $0.presented == "other" })
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.node("mailboxes") != nil)
    }
}
