import PopsplitModel
import Testing

/// SPL-01, SPL-02, SPL-09: where the two panes, the divider and the hidden master's bar button item
/// are, in each orientation (window coordinates, points, y down).
struct SplitLayoutTests {
    /// SPL-01 in landscape the master is 320 wide and full height, a 1 pt divider, the detail the rest.
    @Test("SPL-01 landscape: master 320, a 1 pt divider, the detail takes the rest")
    func landscapePanes() throws {
        let scene = try SplitFixtures.open(orientation: .landscapeLeft)
        let layout = scene.layout
        #expect(layout.frame("split") == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(layout.frame("split.divider") == SplitFixtures.landscapeDivider)
        #expect(layout.node("split.divider")?.kind == .divider)
        #expect(layout.node("split.divider")?.parent == "split")
        #expect(layout.frame("detailNav") == SplitFixtures.landscapeDetail)
        // The panes' contents below their navigation bars (NAV-04).
        #expect(layout.frame("mailboxes") == Rect(x: 0, y: 64, width: 320, height: 704))
        #expect(layout.frame("message") == Rect(x: 321, y: 64, width: 703, height: 704))
        #expect(layout.frame("masterNav.navigationBar") == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(layout.frame("detailNav.navigationBar") == Rect(x: 321, y: 20, width: 703, height: 44))
        // Both panes show: no item, no popover.
        #expect(layout.masterButton == nil)
        #expect(layout.masterPopover == nil)
    }

    /// SPL-01 the same frames in the other landscape orientation and whichever profile.
    @Test(
        "SPL-01 the landscape frames hold in landscapeRight and in every profile",
        arguments: BehaviourProfile.allCases)
    func landscapeEveryProfile(profile: BehaviourProfile) throws {
        let layout = try SplitFixtures.open(profile: profile, orientation: .landscapeRight).layout
        #expect(layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(layout.frame("split.divider") == SplitFixtures.landscapeDivider)
        #expect(layout.frame("detailNav") == SplitFixtures.landscapeDetail)
    }

    /// SPL-02 in portrait only the detail shows, full width, with the item at the left of its bar.
    @Test("SPL-02 portrait: the detail alone, full width; the master's item at the left of its bar")
    func portraitDetailAlone() throws {
        let layout = try SplitFixtures.open().layout
        #expect(layout.frame("split") == SplitFixtures.portraitDetail)
        #expect(layout.frame("detailNav") == SplitFixtures.portraitDetail)
        #expect(layout.frame("message") == Rect(x: 0, y: 64, width: 768, height: 960))
        #expect(layout.node("masterNav") == nil)
        #expect(layout.node("mailboxes") == nil)
        #expect(layout.node("split.divider") == nil)
        #expect(layout.masterPopover == nil)
        let item = try #require(layout.masterButton)
        #expect(item.kind == .barButtonItem)
        #expect(item.parent == "detailNav.navigationBar")
        // First on the left, 5 pt in, centred in the 44 pt bar (NAV-03).
        #expect(item.frame.minX == 5)
        #expect(item.frame.minY == 27)
        #expect(item.frame.height == 30)
        // The right item stays where it was.
        #expect(layout.frame("reply")?.maxX == 763)
    }

    /// SPL-02 the item belongs to the detail's root: a pushed controller shows its back button instead.
    @Test("SPL-02 the item is on the detail's root controller only, not on a pushed one")
    func itemOnlyOnTheDetailRoot() throws {
        var scene = try SplitFixtures.open()
        try scene.run(.push(navigation: "detailNav", controller: "inbox", animated: false))
        #expect(scene.layout.masterButton == nil)
        #expect(scene.layout.node("detailNav.back") != nil)
        try scene.run(.pop(navigation: "detailNav", animated: false))
        #expect(scene.layout.masterButton != nil)
    }

    /// SPL-02 the item goes in landscape and comes back in portrait.
    @Test("SPL-02 the item exists only while the master hides")
    func itemFollowsOrientation() throws {
        var scene = try SplitFixtures.open()
        #expect(scene.layout.masterButton != nil)
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.masterButton == nil)
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        try scene.run(.rotate(to: .portraitUpsideDown, animated: false))
        #expect(scene.layout.masterButton != nil)
        #expect(scene.layout.node("masterNav") == nil)
        #expect(scene.layout.frame("detailNav") == SplitFixtures.portraitDetail)
    }

    /// SPL-05 the item is titled after the master: its own title, else its top controller's.
    @Test("SPL-05 the item's title is the master's title (a navigation controller's, else its top's)")
    func itemTitle() throws {
        let untitled = try SplitFixtures.open().layout
        #expect(untitled.attribute("split.masterButton", "title") == .string("Mailboxes"))
        let titled = try Fixtures.open(SplitFixtures.document(masterTitle: "Mail")).layout
        #expect(titled.attribute("split.masterButton", "title") == .string("Mail"))
    }

    /// SPL-01 SPL-02 the detail's views autoresize from the detail's launch size to its new size.
    @Test("SPL-01 SPL-02 a flexible-width view in the detail follows the detail across rotations")
    func detailViewsAutoresize() throws {
        // Launched in portrait: the detail is 768 wide; the label 728 wide with 20 pt margins.
        var portrait = try SplitFixtures.open()
        #expect(portrait.layout.frame("subject") == Rect(x: 20, y: 144, width: 728, height: 24))
        try portrait.run(.rotate(to: .landscapeLeft, animated: false))
        // The detail is 703 wide now: the margins stay 20, the label is 663 wide.
        #expect(portrait.layout.frame("subject") == Rect(x: 341, y: 144, width: 663, height: 24))
        try portrait.run(.rotate(to: .portrait, animated: false))
        #expect(portrait.layout.frame("subject") == Rect(x: 20, y: 144, width: 728, height: 24))
        // Launched in landscape the same frames are the 703 pt detail's: in portrait it gains 65.
        var landscape = try SplitFixtures.open(orientation: .landscapeLeft)
        #expect(landscape.layout.frame("subject") == Rect(x: 341, y: 144, width: 728, height: 24))
        try landscape.run(.rotate(to: .portrait, animated: false))
        #expect(landscape.layout.frame("subject") == Rect(x: 20, y: 144, width: 793, height: 24))
    }

    /// SPL-01 SPL-08 during a call every pane starts at y 40 and is 20 pt shorter.
    @Test("SPL-01 SPL-08 the in-call status bar moves the panes, the divider and the slid-in master down")
    func inCallStatusBar() throws {
        var scene = try SplitFixtures.open(orientation: .landscapeLeft)
        try scene.run(.setInCallStatusBar(true))
        #expect(scene.layout.frame("masterNav") == Rect(x: 0, y: 40, width: 320, height: 728))
        #expect(scene.layout.frame("split.divider") == Rect(x: 320, y: 40, width: 1, height: 728))
        #expect(scene.layout.frame("detailNav") == Rect(x: 321, y: 40, width: 703, height: 728))
        try scene.run(.rotate(to: .portrait, animated: false))
        try scene.run(.toggleSplitMaster(split: "split", animated: false))
        #expect(scene.layout.frame("detailNav") == Rect(x: 0, y: 40, width: 768, height: 984))
        #expect(scene.layout.masterPopover?.frame == Rect(x: 0, y: 40, width: 320, height: 984))
        #expect(scene.layout.masterButton?.frame.minY == 47)
    }

    /// SPL-09 a delegate answering NO to shouldHide keeps the master in portrait: 320 | 1 | 447.
    @Test("SPL-09 portrait without hiding: master 320, divider 1, detail 447; no item")
    func portraitWithoutHiding() throws {
        var scene = try SplitFixtures.open(hidesMasterInPortrait: false)
        let layout = scene.layout
        #expect(layout.frame("masterNav") == Rect(x: 0, y: 20, width: 320, height: 1004))
        #expect(layout.frame("split.divider") == Rect(x: 320, y: 20, width: 1, height: 1004))
        #expect(layout.frame("detailNav") == Rect(x: 321, y: 20, width: 447, height: 1004))
        #expect(layout.frame("message") == Rect(x: 321, y: 64, width: 447, height: 960))
        #expect(layout.masterButton == nil)
        #expect(layout.masterPopover == nil)
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.frame("masterNav") == SplitFixtures.landscapeMaster)
        #expect(scene.layout.frame("split.divider") == SplitFixtures.landscapeDivider)
        #expect(scene.layout.frame("detailNav") == SplitFixtures.landscapeDetail)
    }
}
