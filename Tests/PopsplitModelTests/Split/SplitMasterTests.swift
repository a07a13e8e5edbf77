import PopsplitModel
import Testing

/// SPL-07, SPL-08: showing the hidden master in portrait (the item, a swipe, code) and hiding it
/// (the item again, a tap outside), as an iOS 5.0 popover or an iOS 5.1+ slide-in pane.
struct SplitMasterTests {
    /// willPresent's name, as traces show it.
    static let willPresent = "splitViewController:popoverController:willPresentViewController:@split"
    /// The master's appearance messages when it shows.
    static let appear = ["viewWillAppear:@masterNav", "viewWillAppear:@mailboxes", "viewDidAppear:@masterNav", "viewDidAppear:@mailboxes"]
    /// The master's appearance messages when it hides.
    static let disappear = [
        "viewWillDisappear:@masterNav", "viewWillDisappear:@mailboxes",
        "viewDidDisappear:@masterNav", "viewDidDisappear:@mailboxes",
    ]

    /// Taps the hidden master's item at its centre.
    static func tapItem(_ scene: inout Scene) throws -> CommandOutcome {
        let item = try #require(scene.layout.masterButton)
        return try scene.run(.tap(at: .point(SplitFixtures.centre(item.frame))))
    }

    /// SPL-07 tapping the item sends willPresent before the master's appearance messages.
    @Test("SPL-07 tapping the item: willPresent, then the master appears", arguments: BehaviourProfile.allCases)
    func tapShows(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        let outcome = try Self.tapItem(&scene)
        #expect(outcome.events.trace == [Self.willPresent] + Self.appear)
        let present = try #require(outcome.events.first)
        #expect(present.fields["popoverController"] == .string("split.masterPopover"))
        #expect(present.fields["viewController"] == .string("masterNav"))
        #expect(outcome.result["hit"] == .fields([Field(.id, .string("split.masterButton")), Field(.kind, .string("barButtonItem"))]))
        #expect(outcome.result["action"] == .string("toggleMaster"))
        #expect(outcome.result["masterShown"] == .bool(true))
        #expect(scene.snapshot().splitsShowingSide == ["split"])
        // The detail stays where it was, full width, under the master.
        #expect(scene.layout.frame("detailNav") == SplitFixtures.portraitDetail)
    }

    /// SPL-08 iOS 5.0: the master shows in an ordinary popover whose arrow points up at the item.
    @Test("SPL-08 iOS 5.0: an arrowed popover from the item")
    func popoverOnIOS50() throws {
        var scene = try SplitFixtures.open(profile: .iOS5_0)
        try Self.tapItem(&scene)
        let layout = scene.layout
        let item = try #require(layout.masterButton).frame
        let popover = try #require(layout.masterPopover)
        #expect(popover.kind == .popover)
        #expect(popover.attributes["content"] == .string("masterNav"))
        #expect(popover.attributes["arrowDirection"] == .string("up"))
        #expect(popover.attributes["anchor"] == .rect(item))
        #expect(popover.attributes["arrowAttached"] == .bool(true))
        guard case .point(let tip)? = popover.attributes["arrowTip"] else {
            Issue.record("no arrow tip")
            return
        }
        // The tip touches the item's bottom edge, within its width.
        #expect(tip.y == item.maxY)
        #expect(tip.x >= item.minX && tip.x <= item.maxX)
        #expect(popover.frame.minY == item.maxY)
        // The master's content is inside the popover, 320 wide (UIKit's default width, POP-02).
        guard case .rect(let content)? = popover.attributes["contentFrame"] else {
            Issue.record("no content frame")
            return
        }
        #expect(content.width == 320)
        #expect(layout.frame("masterNav") == content)
        #expect(layout.node("masterNav")?.parent == "split.masterPopover")
        #expect(layout.node("split.divider") == nil)
        // The popover stays inside the screen's 10 pt margins (POP-11).
        #expect(popover.frame.minX >= 10 && popover.frame.maxY <= 1014)
        // NAV-05: inside the popover the master's navigation bar takes the popover's bar style.
        #expect(layout.attribute("masterNav.navigationBar", "barStyle") == .string("popover"))
    }

    /// SPL-08 iOS 5.1 and 6: the master slides in from the left, full height, no arrow.
    @Test(
        "SPL-08 iOS 5.1+: the master slides in from the left, full height, no arrow",
        arguments: [BehaviourProfile.iOS5_1, .iOS6])
    func slideInOnIOS51(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        let outcome = try Self.tapItem(&scene)
        let layout = scene.layout
        let pane = try #require(layout.masterPopover)
        #expect(pane.kind == .slideOver)
        #expect(pane.frame == SplitFixtures.slideOver)
        #expect(pane.attributes["content"] == .string("masterNav"))
        #expect(pane.attributes["arrowDirection"] == nil)
        #expect(layout.frame("masterNav") == SplitFixtures.slideOver)
        #expect(layout.frame("mailboxes") == Rect(x: 0, y: 64, width: 320, height: 960))
        #expect(layout.node("masterNav")?.parent == "split.masterPopover")
        // Over the detail: after it, back to front.
        let order = layout.nodes.map(\.id)
        #expect(try #require(order.firstIndex(of: "split.masterPopover")) > (try #require(order.firstIndex(of: "message"))))
        #expect(outcome.result["animation"] == .animation(Animation(kind: .slide, duration: 0.2)))
        // No popover chrome: the pane's navigation bar keeps the default style.
        #expect(layout.attribute("masterNav.navigationBar", "barStyle") == .string("default"))
    }

    /// SPL-08 a full-screen modal over the slid-in master covers it whole: no stray pane node.
    @Test("SPL-08 a full-screen modal covers the slid-in master: its pane leaves the layout with it")
    func modalOverSlidInMaster() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        try scene.run(.presentModal(presenter: "message", controller: "other", style: .fullScreen, transition: .coverVertical, animated: false))
        #expect(scene.layout.node("masterNav") == nil)
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.layout.nodes.map(\.id) == ["other", "statusBar"])
        // Dismissed: the master is still out, as it was.
        try scene.run(.dismissModal(controller: "other", animated: false))
        #expect(scene.layout.masterPopover?.frame == SplitFixtures.slideOver)
    }

    /// SPL-07 tapping the item again (iOS 5.0, where the popover leaves it uncovered) hides the master.
    @Test("SPL-07 tapping the item while the master shows hides it, with no delegate message")
    func tapAgainHides() throws {
        var scene = try SplitFixtures.open(profile: .iOS5_0)
        try Self.tapItem(&scene)
        let outcome = try Self.tapItem(&scene)
        #expect(outcome.events.trace == Self.disappear)
        #expect(outcome.result["masterShown"] == .bool(false))
        #expect(scene.layout.masterPopover == nil)
        #expect(scene.layout.node("masterNav") == nil)
        #expect(scene.snapshot().splitsShowingSide.isEmpty)
    }

    /// SPL-07 the item from code toggles too (5.1+, where the slid-in master covers the item).
    @Test("SPL-07 toggleSplitMaster shows, then hides", arguments: BehaviourProfile.allCases)
    func toggleFromCode(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        let shown = try scene.run(.toggleSplitMaster(split: "split", animated: false))
        #expect(shown.events.trace == [Self.willPresent] + Self.appear)
        #expect(shown.events.dropFirst().allSatisfy { $0.fields["animated"] == .bool(false) })
        #expect(shown.result["animation"] == nil)
        let hidden = try scene.run(.toggleSplitMaster(split: "split", animated: true))
        #expect(hidden.events.trace == Self.disappear)
        #expect(scene == (try SplitFixtures.open(profile: profile)))
    }

    /// SPL-07 a tap outside the shown master hides it; the tapped element gets nothing.
    @Test(
        "SPL-07 a tap outside hides the master and does not reach the view below",
        arguments: BehaviourProfile.allCases)
    func tapOutsideHides(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        try scene.run(.toggleSplitMaster(split: "split", animated: true))
        // The detail's Flag button (window 420,84,200,44), which the master does not cover.
        let flag = try #require(scene.layout.frame("flag"))
        let point = SplitFixtures.centre(flag)
        #expect(!(scene.layout.masterPopover?.frame.contains(point) ?? true))
        let outcome = try scene.run(.tap(at: .point(point)))
        #expect(outcome.events.trace == Self.disappear)
        #expect(outcome.result["action"] == .string("hideMaster"))
        #expect(outcome.result["masterShown"] == .bool(false))
        #expect(scene.layout.masterPopover == nil)
    }

    /// SPL-07 a tap inside the shown master goes to the master; it stays shown.
    @Test("SPL-07 a tap inside the master reaches it and keeps it shown", arguments: BehaviourProfile.allCases)
    func tapInsideKeeps(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        try scene.run(.toggleSplitMaster(split: "split", animated: true))
        let row = try #require(scene.layout.frame("inboxRow"))
        let outcome = try scene.run(.tap(at: .point(SplitFixtures.centre(row))))
        #expect(outcome.result["action"] == .string("push"))
        #expect(outcome.events.trace.contains("viewWillAppear:@inbox"))
        #expect(scene.snapshot().splitsShowingSide == ["split"])
        #expect(scene.snapshot().stacks["masterNav"] == ["mailboxes", "inbox"])
    }

    /// SPL-08 a rightward swipe in the detail shows the master on iOS 5.1+: willPresent, then it appears.
    @Test("SPL-08 a rightward swipe in the detail summons the master (5.1+)", arguments: [BehaviourProfile.iOS5_1, .iOS6])
    func swipeShows(profile: BehaviourProfile) throws {
        var scene = try SplitFixtures.open(profile: profile)
        let outcome = try scene.run(.swipe(from: .point(Point(x: 400, y: 500)), direction: .right))
        #expect(outcome.events.trace == [Self.willPresent] + Self.appear)
        #expect(outcome.result["handled"] == .bool(true))
        #expect(outcome.result["masterShown"] == .bool(true))
        #expect(scene.layout.masterPopover?.frame == SplitFixtures.slideOver)
        // A second swipe while the master shows does nothing more (it is not a toggle).
        let again = try scene.run(.swipe(from: .point(Point(x: 600, y: 500)), direction: .right))
        #expect(again.result["handled"] == .bool(false))
        #expect(!again.events.contains { $0.name.rawValue.hasPrefix("view") || $0.name.rawValue.hasPrefix("splitViewController") })
        #expect(scene.snapshot().splitsShowingSide == ["split"])
    }

    /// SPL-08 no swipe on iOS 5.0, none leftward, none without presentsWithGesture or without willHide.
    @Test("SPL-08 the swipe needs 5.1+, a rightward swipe, presentsWithGesture and a delegate implementing willHide")
    func swipeConditions() throws {
        let refusals: [(Scene, SwipeDirection)] = [
            (try SplitFixtures.open(profile: .iOS5_0), .right),
            (try SplitFixtures.open(), .left),
            (try SplitFixtures.open(), .up),
            (try SplitFixtures.open(presentsWithGesture: false), .right),
            (try SplitFixtures.open(implementsWillHide: false), .right),
            (try SplitFixtures.open(orientation: .landscapeLeft), .right),
            (try SplitFixtures.open(hidesMasterInPortrait: false), .right),
        ]
        for (start, direction) in refusals {
            var scene = start
            let outcome = try scene.run(.swipe(from: .point(Point(x: 700, y: 500)), direction: direction))
            #expect(outcome.result["handled"] == .bool(false))
            #expect(outcome.events.trace.allSatisfy { $0.hasPrefix("swipe@") })
            #expect(scene.layout.masterPopover == nil)
            #expect(scene.snapshot().splitsShowingSide.isEmpty)
        }
    }

    /// SPL-08 a swipe on the shown master itself neither summons nor hides it.
    @Test("SPL-08 a swipe on the master itself does nothing to it")
    func swipeOnTheMaster() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        let before = scene
        let outcome = try scene.run(.swipe(from: .point(Point(x: 160, y: 600)), direction: .right))
        #expect(outcome.result["handled"] == .bool(false))
        #expect(outcome.events.trace == ["swipe@mailboxes"])
        #expect(scene == before)
    }

    /// SPL-07 toggling a split view whose master shows (landscape, or kept in portrait) is refused.
    @Test("SPL-07 toggling a split that shows its master is invalidState; nothing changes")
    func toggleWithoutItem() throws {
        for start in [try SplitFixtures.open(orientation: .landscapeLeft), try SplitFixtures.open(hidesMasterInPortrait: false)] {
            var scene = start
            #expect {
                try scene.run(.toggleSplitMaster(split: "split", animated: true))
            } throws: { ($0 as? ModelError)?.kind == .invalidState }
            #expect(scene == start)
        }
    }

    /// SPL-07 toggling an unknown id, or a controller that is no split view controller, is refused.
    @Test("SPL-07 toggling an unknown id or a non-split controller is unknownId")
    func toggleUnknown() throws {
        var scene = try SplitFixtures.open()
        let before = scene
        for id in ["ghost", "detailNav", "message"] {
            #expect {
                try scene.run(.toggleSplitMaster(split: id, animated: true))
            } throws: { ($0 as? ModelError)?.kind == .unknownId }
        }
        #expect(scene == before)
    }
}
