import PopsplitModel
import Testing

/// SPL-13 and SPL-14: where the delegate puts the hidden master's bar button
/// item, and what it titles it. Seed 000, Listing 5-3: "NSMutableArray *items = [[toolbar items]
/// mutableCopy]; [items insertObject:barButtonItem atIndex:0]"; seed 000: "barButtonItem.title =
/// @"Root List""; seed 001: "You are free to configure the bar button item's appearance ... set
/// the bar button item's title in willHide".
struct SplitMasterButtonPlaceTests {
    /// A split view whose detail is a plain controller with a toolbar view `readerToolbar` holding
    /// a `share` item; the delegate puts the item `place` with `title`.
    static func document(
        place: MasterButtonPlace, title: String? = "Root List", profile: BehaviourProfile = .iOS5_0,
        orientation: InterfaceOrientation = .portrait
    ) -> SceneDocument {
        let reader = ControllerSpec(
            id: "reader", title: "Reader",
            views: [
                ViewSpec(
                    id: "readerToolbar", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 768, height: 44), autoresizing: [.flexibleWidth],
                    items: [BarButtonItemSpec(id: "share", title: "Share", action: .custom(name: "share"))])
            ])
        var split = ControllerSpec(
            id: "split", type: .split,
            children: [
                ControllerSpec(id: "masterNav", type: .navigation, children: [ControllerSpec(id: "list", title: "Documents")]), reader,
            ])
        split.split = SplitOptions(masterButtonPlace: place, masterButtonTitle: title)
        return SceneDocument(profile: profile, orientation: orientation, root: split)
    }

    /// SPL-13: put into the toolbar at index 0, the item is the toolbar's first, 12 pt in, titled
    /// as the delegate says (SPL-14), and the document's items move right after it.
    @Test("SPL-13, SPL-14 the item goes into the toolbar at its index, with the delegate's title")
    func intoTheToolbar() throws {
        let scene = try Fixtures.open(Self.document(place: .toolbar("readerToolbar", index: 0)))
        let button = try #require(scene.layout.node("split.masterButton"))
        #expect(button.parent == "readerToolbar")
        #expect(button.attributes == [Field(.title, .string("Root List"))])
        // 9 characters x 8 + 20 = 92 wide, 30 high, centred in the 44 pt bar at y 20.
        #expect(button.frame == Rect(x: 12, y: 27, width: 92, height: 30))
        let share = try #require(scene.layout.node("share"))
        #expect(share.frame.minX == 12 + 92 + 8)
        #expect(scene.layout.node("masterNav") == nil)
    }

    /// At index 1 it follows the toolbar's first item; in landscape (the master is a pane) the
    /// toolbar has its own items only.
    @Test("SPL-13 at index 1 after the first item; none in landscape")
    func atAnIndexAndOnlyWhileTheMasterHides() throws {
        var scene = try Fixtures.open(Self.document(place: .toolbar("readerToolbar", index: 1)))
        let share = try #require(scene.layout.node("share"))
        let button = try #require(scene.layout.node("split.masterButton"))
        #expect(share.frame.minX == 12)
        #expect(button.frame.minX == share.frame.maxX + 8)
        _ = try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.node("split.masterButton") == nil)
        #expect(scene.layout.node("share")?.frame.minX == Double(333))
    }

    /// A tap on the item in the toolbar shows the master in its popover (iOS 5.0), its arrow on
    /// the item (SPL-07, POP-09); a tap on the toolbar beside it leaves the master shown.
    @Test("SPL-13 the toolbar's item shows the master in a popover pointing at it")
    func tapShowsTheMaster() throws {
        var scene = try Fixtures.open(Self.document(place: .toolbar("readerToolbar", index: 0)))
        let button = try #require(scene.layout.node("split.masterButton"))
        let tap = try scene.run(.tap(at: .point(Point(x: button.frame.midX, y: button.frame.midY))))
        #expect(tap.result["action"] == .string("toggleMaster"))
        let popover = try #require(scene.layout.node("split.masterPopover"))
        guard case .point(let tip)? = popover.attributes.first(where: { $0.name == .arrowTip })?.value else {
            Issue.record("no arrow tip")
            return
        }
        #expect(tip.x >= button.frame.minX && tip.x <= button.frame.maxX)
        #expect(tip.y == button.frame.maxY)
        _ = try scene.run(.tap(at: .point(Point(x: 700, y: 42))))
        #expect(scene.layout.node("split.masterPopover") != nil, "a tap on the item's toolbar passes through")
    }

    /// SPL-13 "none": the delegate keeps the item, so there is none and nothing shows the master;
    /// SPL-14 on the navigation bar: the delegate's title.
    @Test("SPL-13 nowhere: no item, the master cannot show; SPL-14 the title on the navigation bar")
    func nowhereAndTheNavigationBarTitle() throws {
        var scene = try Fixtures.open(Self.document(place: .none))
        #expect(scene.layout.node("split.masterButton") == nil)
        let refusal = #expect(throws: ModelError.self) { try scene.run(.toggleSplitMaster(split: "split", animated: true)) }
        #expect(
            refusal?.message
                == "split view controller 'split' hides its master, but its delegate puts the bar button item nowhere, so no bar button item shows it")
        var nav = try SplitFixtures.open()
        #expect(nav.layout.masterButton?.attributes == [Field(.title, .string("Mailboxes"))])
        var document = SplitFixtures.document()
        document.root.split?.masterButtonTitle = "Root List"
        nav = try Fixtures.open(document)
        #expect(nav.layout.masterButton?.attributes == [Field(.title, .string("Root List"))])
    }

    /// The model refuses a place that is not a toolbar view, or an index past its items.
    @Test("SPL-13 the toolbar must be a toolbar view, the index within its items")
    func refusesBadPlaces() {
        for place in [MasterButtonPlace.toolbar("reader", index: 0), .toolbar("share", index: 0), .toolbar("readerToolbar", index: 2)] {
            #expect(throws: ModelError.self, "\(place)") { try Scene.open(Self.document(place: place)) }
        }
    }
}
