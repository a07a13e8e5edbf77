import PopsplitModel
import Testing

/// SVC-01..09: seed 003's versatile SplitViewController, and what MGSplitViewController's users
/// asked for (draggable splitter, minimum panes, per-orientation positions, horizontal split, pane
/// splitter). Frames in window coordinates; the split view sits below the navigation bar.
struct VersatileSplitTests {
    typealias F = VersatileFixtures

    // MARK: SVC-03 splitter and split point

    /// SVC-03 the default split keeps the golden ratio 384 : 620 of what a 1 pt black line leaves.
    @Test("SVC-03 default: side 391 | 1 pt line | main 632 in landscape (384 : 620)")
    func goldenRatio() throws {
        let layout = try F.open().layout
        #expect(layout.frame("items") == Rect(x: 0, y: 64, width: 391, height: 704))
        #expect(layout.frame("svc.divider") == Rect(x: 391, y: 64, width: 1, height: 704))
        #expect(layout.frame("detail") == Rect(x: 392, y: 64, width: 632, height: 704))
        let divider = try #require(layout.node("svc.divider"))
        #expect(divider.attributes["splitPoint"] == .number(391.5))
        #expect(divider.attributes["style"] == .string("line"))
        // 391 / 632 is 384 / 620 to within one point.
        let ratio: Double = 391.0 / 632.0
        let golden: Double = 384.0 / 620.0
        #expect(abs(ratio - golden) < 0.002)
        // The splitter comes after both panes (in front of them).
        let ids = layout.nodes.map(\.id)
        #expect(try #require(ids.firstIndex(of: "svc.divider")) > (try #require(ids.firstIndex(of: "detail"))))
    }

    /// SVC-03 any width; the split point is the splitter's centre.
    @Test("SVC-03 a 10 pt splitter and a split point set in the document")
    func splitterWidthAndPoint() throws {
        var layout = try F.open(F.options { $0.splitterWidth = 10 }).layout
        #expect(layout.frame("items")?.width == 388)  // round(1014 x 384 / 1004)
        #expect(layout.frame("svc.divider") == Rect(x: 388, y: 64, width: 10, height: 704))
        #expect(layout.frame("detail") == Rect(x: 398, y: 64, width: 626, height: 704))
        layout = try F.open(
            F.options {
                $0.landscapeSplitPoint = 300.5
                $0.portraitSplitPoint = 300.5
            }
        ).layout
        #expect(layout.frame("svc.divider") == Rect(x: 300, y: 64, width: 1, height: 704))
        #expect(layout.frame("detail") == Rect(x: 301, y: 64, width: 723, height: 704))
    }

    /// SVC-03 a split point beyond the view is kept inside it at layout.
    @Test("SVC-03 a document split point past the view keeps the splitter inside")
    func splitPointClamped() throws {
        let layout = try F.open(F.options { $0.landscapeSplitPoint = 5000 }).layout
        #expect(layout.frame("svc.divider") == Rect(x: 1023, y: 64, width: 1, height: 704))
        #expect(layout.frame("detail")?.width == 0)
    }

    // MARK: SVC-04 side position, horizontal split

    /// SVC-04 the side on the right mirrors the panes.
    @Test("SVC-04 sideViewPosition right: main | splitter | side")
    func sideOnTheRight() throws {
        let layout = try F.open(F.options { $0.sideViewPosition = .right }).layout
        #expect(layout.frame("detail") == Rect(x: 0, y: 64, width: 632, height: 704))
        #expect(layout.frame("svc.divider") == Rect(x: 632, y: 64, width: 1, height: 704))
        #expect(layout.frame("items") == Rect(x: 633, y: 64, width: 391, height: 704))
    }

    /// SVC-04 with MGSplitViewController's horizontal split: side on top or at the bottom.
    @Test("SVC-04 a horizontal split stacks the panes; the split point is a y")
    func horizontalSplit() throws {
        var layout = try F.open(
            F.options {
                $0.axis = .horizontal
                $0.sideViewPosition = .top
            }, atRoot: true
        ).layout
        #expect(layout.frame("items") == Rect(x: 0, y: 20, width: 1024, height: 286))  // round(747 x 384 / 1004)
        #expect(layout.frame("svc.divider") == Rect(x: 0, y: 306, width: 1024, height: 1))
        #expect(layout.frame("detail") == Rect(x: 0, y: 307, width: 1024, height: 461))
        #expect(layout.node("svc.divider")?.attributes["axis"] == .string("horizontal"))
        layout = try F.open(
            F.options {
                $0.axis = .horizontal
                $0.sideViewPosition = .bottom
                $0.landscapeSplitPoint = 500.5
            }, atRoot: true
        ).layout
        #expect(layout.frame("detail") == Rect(x: 0, y: 20, width: 1024, height: 500))
        #expect(layout.frame("svc.divider") == Rect(x: 0, y: 520, width: 1024, height: 1))
        #expect(layout.frame("items") == Rect(x: 0, y: 521, width: 1024, height: 247))
    }

    // MARK: SVC-05 display options

    /// SVC-05 always: both panes in portrait too.
    @Test("SVC-05 always: both panes in portrait (side 293 | 1 | main 474)")
    func alwaysDisplay() throws {
        let layout = try F.open(orientation: .portrait).layout
        #expect(layout.frame("items") == Rect(x: 0, y: 64, width: 293, height: 960))
        #expect(layout.frame("detail") == Rect(x: 294, y: 64, width: 474, height: 960))
        #expect(layout.node("svc.listButton") == nil)
    }

    /// SVC-05 hide in portrait: the main view alone in portrait, no splitter; both in landscape.
    @Test("SVC-05 hideInPortrait: the main view alone in portrait, both panes in landscape")
    func hideInPortrait() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideInPortrait }, orientation: .portrait)
        #expect(scene.layout.frame("detail") == F.portraitFrame)
        #expect(scene.layout.node("items") == nil)
        #expect(scene.layout.node("svc.divider") == nil)
        try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(scene.layout.frame("items")?.width == 391)
        #expect(scene.layout.node("svc.divider") != nil)
    }

    /// SVC-05 hide by default: hidden in both orientations, shown by the list button only.
    @Test("SVC-05 hideByDefault: hidden in landscape too, the list button shows it")
    func hideByDefault() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideByDefault })
        #expect(scene.layout.frame("detail") == F.landscapeFrame)
        let button = try #require(scene.layout.frame("svc.listButton"))
        let outcome = try scene.run(.tap(at: .point(Point(x: button.midX, y: button.midY))))
        #expect(outcome.result["action"] == .string("toggleMaster"))
        #expect(scene.layout.node("svc.sidePopover")?.kind == .popover)
    }

    // MARK: SVC-06 list button

    /// SVC-06 the list button at the left of the navigation bar, after the back button, titled
    /// listButtonTitle; gone in landscape.
    @Test("SVC-06 the list button sits right of the back button in portrait, titled listButtonTitle")
    func listButtonInNavigationBar() throws {
        var scene = try F.open(
            F.options {
                $0.sideViewDisplayOption = .hideInPortrait
                $0.listButtonTitle = "Things"
            }, orientation: .portrait)
        #expect(scene.layout.frame("appNav.back") == Rect(x: 5, y: 27, width: 94, height: 30))
        let button = try #require(scene.layout.node("svc.listButton"))
        #expect(button.frame == Rect(x: 107, y: 27, width: 68, height: 30))
        #expect(button.attributes["title"] == .string("Things"))
        #expect(button.parent == "appNav.navigationBar")
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.node("svc.listButton") == nil)
    }

    /// SVC-06 the title defaults to the side controller's.
    @Test("SVC-06 without listButtonTitle the button takes the side controller's title")
    func listButtonDefaultTitle() throws {
        let scene = try F.open(F.options { $0.sideViewDisplayOption = .hideInPortrait }, orientation: .portrait)
        #expect(scene.layout.node("svc.listButton")?.attributes["title"] == .string("Items"))
    }

    /// SVC-06 in a toolbar the client provides: hidden as width 0.1 in landscape, restored in portrait.
    @Test("SVC-06 in the split view's toolbar the button is 0.1 wide in landscape and restored in portrait")
    func listButtonInToolbar() throws {
        let options = F.options {
            $0.sideViewDisplayOption = .hideInPortrait
            $0.listButtonPlace = .toolbar
        }
        var scene = try Fixtures.open(F.document(options, toolbarItems: [BarButtonItemSpec(id: "hi", title: "Hi", action: .custom(name: "sayHi"))]))
        #expect(scene.layout.frame("svc.toolbar") == Rect(x: 0, y: 64, width: 1024, height: 44))
        let hidden = try #require(scene.layout.node("svc.listButton"))
        #expect(hidden.frame == Rect(x: 12, y: 71, width: 0.1, height: 30))
        #expect(hidden.attributes["hidden"] == .bool(true))
        #expect(scene.layout.frame("items") == Rect(x: 0, y: 108, width: 391, height: 660))
        #expect(scene.layout.node("hi")?.parent == "svc.toolbar")
        try scene.run(.rotate(to: .portrait, animated: false))
        let shown = try #require(scene.layout.node("svc.listButton"))
        #expect(shown.frame == Rect(x: 12, y: 71, width: 60, height: 30))
        #expect(shown.attributes["hidden"] == .bool(false))
        #expect(scene.layout.frame("detail") == Rect(x: 0, y: 108, width: 768, height: 916))
    }

    // MARK: SVC-07 list display styles

    /// SVC-07 popover: the arrow points up, its tip just beneath the list button.
    @Test("SVC-07 popover: an arrowed popover whose arrow is just beneath the list button")
    func popoverStyle() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideInPortrait }, orientation: .portrait)
        let button = try #require(scene.layout.frame("svc.listButton"))
        let outcome = try scene.run(.tap(at: .point(Point(x: button.midX, y: button.midY))))
        #expect(outcome.events.trace == ["viewWillAppear:@items", "viewDidAppear:@items"])
        #expect(outcome.result["animation"] == .animation(Animation(kind: .popover, duration: 0.2)))
        let popover = try #require(scene.layout.node("svc.sidePopover"))
        #expect(popover.kind == .popover)
        #expect(popover.attributes["arrowDirection"] == .string("up"))
        guard case .point(let tip)? = popover.attributes["arrowTip"] else {
            Issue.record("no arrow tip")
            return
        }
        #expect(tip.y == button.maxY)
        #expect(tip.x >= button.minX && tip.x <= button.maxX)
        #expect(scene.layout.frame("items")?.size == Size(width: 320, height: 320))
        // A tap outside hides it.
        let outside = try scene.run(.tap(at: .point(Point(x: 600, y: 700))))
        #expect(outside.result["action"] == .string("hideMaster"))
        #expect(outside.events.trace == ["viewWillDisappear:@items", "viewDidDisappear:@items"])
        #expect(scene.layout.node("svc.sidePopover") == nil)
    }

    /// SVC-07 slide over: the side pane over the main view, full height, shadow edge facing it.
    @Test("SVC-07 slideOver: the side slides over the main view, which keeps its frame")
    func slideOverStyle() throws {
        var scene = try F.open(
            F.options {
                $0.sideViewDisplayOption = .hideInPortrait
                $0.listDisplayStyle = .slideOver
            }, orientation: .portrait)
        let outcome = try scene.run(.toggleSplitMaster(split: "svc", animated: true))
        #expect(outcome.result["animation"] == .animation(Animation(kind: .slide, duration: 0.2)))
        let pane = try #require(scene.layout.node("svc.sidePopover"))
        #expect(pane.kind == .slideOver)
        #expect(pane.frame == Rect(x: 0, y: 64, width: 293, height: 960))
        #expect(pane.attributes["edge"] == .string("right"))
        #expect(scene.layout.frame("items") == pane.frame)
        #expect(scene.layout.frame("detail") == F.portraitFrame)
        try scene.run(.toggleSplitMaster(split: "svc", animated: true))
        #expect(scene.layout.node("svc.sidePopover") == nil)
    }

    /// SVC-07 slide in: side and splitter at their places, the main view pushed aside whole.
    @Test("SVC-07 slideIn: the main view is pushed aside, keeping its width")
    func slideInStyle() throws {
        var scene = try F.open(
            F.options {
                $0.sideViewDisplayOption = .hideInPortrait
                $0.listDisplayStyle = .slideIn
            }, orientation: .portrait)
        try scene.run(.toggleSplitMaster(split: "svc", animated: true))
        #expect(scene.layout.frame("items") == Rect(x: 0, y: 64, width: 293, height: 960))
        #expect(scene.layout.frame("svc.divider") == Rect(x: 293, y: 64, width: 1, height: 960))
        #expect(scene.layout.frame("detail") == Rect(x: 294, y: 64, width: 768, height: 960))
        #expect(scene.layout.node("svc.sidePopover") == nil)
        // A tap in the side pane reaches it; one in the main view hides the side.
        let inSide = try scene.run(.tap(at: .point(Point(x: 100, y: 500))))
        #expect(inSide.result["action"] == .null)
        let inMain = try scene.run(.tap(at: .point(Point(x: 600, y: 500))))
        #expect(inMain.result["action"] == .string("hideMaster"))
        #expect(scene.layout.frame("detail") == F.portraitFrame)
    }

    /// SVC-07 the list button is refused while the side is a pane (nothing to show).
    @Test("SVC-07 toggling while the side is a pane is an invalidState error, nothing changes")
    func toggleWhilePane() throws {
        var scene = try F.open()
        let before = scene.snapshot()
        #expect(throws: ModelError.self) { try scene.run(.toggleSplitMaster(split: "svc", animated: true)) }
        #expect(scene.snapshot() == before)
    }

    // MARK: SVC-08 legacy single left button

    /// SVC-08 back and list drawn as one item; the touch location decides.
    @Test("SVC-08 legacy mode: one left item; its left part pops, its right part shows the side")
    func legacyLeftButton() throws {
        let options = F.options {
            $0.sideViewDisplayOption = .hideInPortrait
            $0.legacyLeftButton = true
        }
        var scene = try F.open(options, orientation: .portrait)
        #expect(scene.layout.node("appNav.back") == nil)
        let item = try #require(scene.layout.node("svc.listButton"))
        #expect(item.frame == Rect(x: 5, y: 27, width: 154, height: 30))
        #expect(item.attributes["backTitle"] == .string("Examples"))
        #expect(item.attributes["backWidth"] == .number(94))
        let list = try scene.run(.tap(at: .point(Point(x: 130, y: 42))))
        #expect(list.result["action"] == .string("toggleMaster"))
        #expect(list.result["masterShown"] == .bool(true))
        try scene.run(.toggleSplitMaster(split: "svc", animated: false))
        let back = try scene.run(.tap(at: .point(Point(x: 40, y: 42))))
        #expect(back.result["action"] == .string("pop"))
        #expect(scene.layout.node("home") != nil && scene.layout.node("svc") == nil)
    }

    // MARK: SVC-01, SVC-02 rotation and embedding

    /// SVC-01 rotation needs both children, even a hidden side.
    @Test("SVC-01 a hidden side that refuses portrait stops the rotation")
    func rotationIntersection() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideByDefault }, sideOrientations: [.landscapeLeft, .landscapeRight])
        let outcome = try scene.run(.rotate(to: .portrait, animated: true))
        #expect(outcome.result["rotated"] == .bool(false))
        #expect(outcome.result["refusedBy"] == .string("items"))
        let allowed = try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(allowed.result["rotated"] == .bool(true))
    }

    /// SVC-02 pushed onto a stack and presented modally, where UIKit's would throw.
    @Test("SVC-02 a versatile split view can be pushed and presented modally")
    func pushableAndPresentable() throws {
        var scene = try F.open()
        try scene.run(.pop(navigation: "appNav", animated: false))
        let pushed = try scene.run(.push(navigation: "appNav", controller: "pushedSvc", animated: true))
        #expect(pushed.events.trace.contains("viewDidAppear:@pushedSide"))
        #expect(scene.layout.node("pushedSvc.divider") != nil)
        var other = try F.open()
        try other.run(.presentModal(presenter: "detail", controller: "pushedSvc", style: .fullScreen, transition: .coverVertical, animated: false))
        #expect(other.layout.frame("pushedSvc") == Rect(x: 0, y: 20, width: 1024, height: 748))
        #expect(other.layout.frame("pushedSide")?.width == 391)
    }

    // MARK: SVC-09 rotation and split points from code

    /// SVC-09 the side leaves and returns with animated appearance messages, inside the rotation.
    @Test("SVC-09 rotating hides and restores the side with animated appearance messages")
    func rotationAnimatesTheSide() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideInPortrait })
        let toPortrait = try scene.run(.rotate(to: .portrait, animated: true))
        let trace = toPortrait.events.trace
        let disappear = try #require(trace.firstIndex(of: "viewWillDisappear:@items"))
        #expect(disappear > (try #require(trace.lastIndex { $0.hasPrefix("willAnimateRotation") })))
        #expect(disappear < (try #require(trace.firstIndex { $0.hasPrefix("didRotate") })))
        #expect(toPortrait.events.first { $0.name == .viewWillDisappear }?.fields["animated"] == .bool(true))
        #expect(!trace.contains("didRotateFromInterfaceOrientation:@items"))
        let toLandscape = try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(toLandscape.events.trace.contains("viewWillAppear:@items"))
        #expect(toLandscape.events.trace.contains("didRotateFromInterfaceOrientation:@items"))
        #expect(toLandscape.result["animation"] == .animation(Animation(kind: .rotation, duration: 0.4)))
    }

    /// SVC-09 a split point set in code in portrait (side hidden) shows in landscape.
    @Test("SVC-09 a split point set in code in portrait survives the rotation to landscape")
    func splitPointSurvivesRotation() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideInPortrait }, orientation: .portrait)
        let outcome = try scene.run(.setSplitPoint(split: "svc", point: 300.5, landscape: nil, animated: true))
        #expect(outcome.result["orientations"] == .strings(["portrait", "landscape"]))
        try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(scene.layout.frame("svc.divider") == Rect(x: 300, y: 64, width: 1, height: 704))
        try scene.run(.rotate(to: .portrait, animated: true))
        try scene.run(.rotate(to: .landscapeRight, animated: true))
        #expect(scene.layout.frame("svc.divider") == Rect(x: 300, y: 64, width: 1, height: 704))
    }

    /// SVC-09 a split point outside the view is an error naming the range; nothing changes.
    @Test("SVC-09 setSplitPoint outside the split view is refused, nothing changes")
    func splitPointOutside() throws {
        var scene = try F.open()
        let before = scene.snapshot()
        #expect(throws: ModelError.self) { try scene.run(.setSplitPoint(split: "svc", point: 1100, landscape: nil, animated: true)) }
        #expect(throws: ModelError.self) { try scene.run(.setSplitPoint(split: "home", point: 100, landscape: nil, animated: true)) }
        #expect(scene.snapshot() == before)
        let animated = try scene.run(.setSplitPoint(split: "svc", point: 500.5, landscape: false, animated: true))
        #expect(animated.result["animation"] == nil)  // portrait only: nothing moves on screen now
        #expect(scene.layout.frame("svc.divider")?.minX == 391)
    }

    // MARK: the side's state follows the split view

    /// SVC-02 a split view that leaves the stack forgets its shown side.
    @Test("SVC-02 a popped split view forgets its shown side; pushed again, the side is hidden")
    func poppedForgetsSide() throws {
        var scene = try F.open(F.options { $0.sideViewDisplayOption = .hideByDefault })
        try scene.run(.toggleSplitMaster(split: "svc", animated: false))
        try scene.run(.pop(navigation: "appNav", animated: false))
        try scene.run(.push(navigation: "appNav", controller: "svc", animated: false))
        #expect(scene.layout.node("svc.sidePopover") == nil)
        #expect(scene.snapshot().splitsShowingSide.isEmpty)
    }

    /// SVC-02, SVC-07 presented modally, a tap outside the shown side in the sheet hides it.
    @Test("SVC-07 presented modally, a tap beside the shown side hides it")
    func presentedOutsideTap() throws {
        var scene = try F.open(
            F.options {
                $0.sideViewDisplayOption = .hideByDefault
                $0.listButtonPlace = .toolbar
            })
        try scene.run(.pop(navigation: "appNav", animated: false))
        try scene.run(.presentModal(presenter: "appNav", controller: "svc", style: .fullScreen, transition: .coverVertical, animated: false))
        try scene.run(.toggleSplitMaster(split: "svc", animated: false))
        #expect(scene.layout.node("svc.sidePopover") != nil)
        let outcome = try scene.run(.tap(at: .point(Point(x: 900, y: 600))))
        #expect(outcome.result["action"] == .string("hideMaster"))
        #expect(scene.layout.node("svc.sidePopover") == nil)
    }

    /// SVC-06 a tap on the list button hidden as width 0.1 does nothing (no error).
    @Test("SVC-06 the hidden toolbar list button takes a tap without effect")
    func hiddenButtonTap() throws {
        var scene = try F.open(
            F.options {
                $0.sideViewDisplayOption = .hideInPortrait
                $0.listButtonPlace = .toolbar
            })
        let outcome = try scene.run(.tap(at: .point(Point(x: 12.05, y: 86))))
        #expect(outcome.result["hit"] == .fields([Field(.id, .string("svc.listButton")), Field(.kind, .string("barButtonItem"))]))
        #expect(outcome.result["action"] == .null)
        #expect(outcome.events.isEmpty)
    }

    /// SVC-10 (seed 003: "just add a property of type SplitViewController* and with the
    /// name splitViewController ... The setMainViewController: or setSideViewController: method
    /// of SplitViewController will find this property and assign the SplitViewController to it"):
    /// the side and the main controller name their versatile split view; what lies above it
    /// (a navigation controller) and a controller with no split above name none.
    @Test("SVC-10 the side and the main controller's splitViewController is their versatile split view")
    func childrenNameTheirSplitView() throws {
        let scene = try F.open()
        #expect(try scene.containers(of: "items")["splitViewController"] == .string("svc"))
        #expect(try scene.containers(of: "detail")["splitViewController"] == .string("svc"))
        #expect(try scene.containers(of: "pushedMain")["splitViewController"] == .string("pushedSvc"))
        #expect(try scene.containers(of: "svc")["splitViewController"] == .null)
        #expect(try scene.containers(of: "home")["splitViewController"] == .null)
    }
}
