import PopsplitModel
import Testing

/// SPL-19: under iOS 5.0 the hidden master shows in a popover that "really was a popover like any
/// other" (seed 001), so a current-context presentation made inside it makes it modal: "The
/// presented view controller's modalInPopover is automatically set to YES" (POP-24), and a tap
/// outside does nothing (POP-18).
struct SplitMasterPopoverModalTests {
    /// A tap on the detail, outside the master's popover and its item.
    static let outside = Point(x: 600, y: 600)

    /// The Mail-like split view in portrait under `profile`, its master shown, `other` presented
    /// in the current context of `mailboxes`.
    static func presentingInShownMaster(profile: BehaviourProfile) throws -> Scene {
        var scene = try SplitFixtures.open(profile: profile, orientation: .portrait)
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        try scene.run(.presentModal(presenter: "mailboxes", controller: "other", style: .currentContext, transition: .coverVertical, animated: false))
        return scene
    }

    @Test("SPL-19 POP-24 iOS 5.0: a current-context presentation in the master's popover is modal in popover")
    func presentationIsModal() throws {
        let scene = try Self.presentingInShownMaster(profile: .iOS5_0)
        #expect(scene.snapshot().modalInPopover["other"] == true)
    }

    @Test("SPL-19 POP-18 iOS 5.0: a tap outside the modal master popover does nothing")
    func outsideTapSwallowed() throws {
        var scene = try Self.presentingInShownMaster(profile: .iOS5_0)
        let before = scene.snapshot()
        let outcome = try scene.run(.tap(at: .point(Self.outside)))
        #expect(outcome.events.isEmpty)
        #expect(outcome.result["dismissed"] == .bool(false))
        #expect(outcome.result["reason"] == .string("modalInPopover"))
        #expect(outcome.result["popover"] == .string("split.masterPopover"))
        #expect(scene.snapshot() == before)
        #expect(scene.layout.node("other") != nil)
    }

    @Test("SPL-19 iOS 5.0: once modalInPopover is turned off, a tap outside hides the master and its presentation waits (SPL-18)")
    func notModalAnyMore() throws {
        var scene = try Self.presentingInShownMaster(profile: .iOS5_0)
        try scene.run(.setModalInPopover(controller: "other", modal: false))
        let outcome = try scene.run(.tap(at: .point(Self.outside)))
        #expect(outcome.result["action"] == .string("hideMaster"))
        #expect(outcome.events.trace.contains("viewWillDisappear:@other"))
        #expect(scene.layout.node("other") == nil)
        #expect(scene.snapshot().presentations.contains { $0.presented == "other" })
    }

    @Test("SPL-19 iOS 5.1: the slid-in master is no popover: the presentation is not modal and a tap outside hides the master")
    func slidInIsNotModal() throws {
        var scene = try Self.presentingInShownMaster(profile: .iOS5_1)
        #expect(scene.snapshot().modalInPopover["other"] == nil)
        let outcome = try scene.run(.tap(at: .point(Self.outside)))
        #expect(outcome.result["action"] == .string("hideMaster"))
        #expect(scene.layout.node("other") == nil)
    }
}
