import PopsplitModel
import Testing

/// POP-01, POP-09, POP-10, POP-13, POP-23, POP-28..POP-30: making and presenting popovers.
struct PopoverPresentTests {
    /// The `placement` explanation's candidates of a present result, by direction.
    static func candidates(_ outcome: CommandOutcome) -> [String: [Field]] {
        guard case .fields(let placement)? = outcome.result["placement"], case .list(let list)? = placement["candidates"] else { return [:] }
        var byDirection: [String: [Field]] = [:]
        for candidate in list { if case .string(let d)? = candidate["direction"] { byDirection[d] = candidate } }
        return byDirection
    }

    /// POP-01 content may be a plain, navigation or tab bar controller; the popover controller is
    /// not a view controller and its content is laid out in the popover's content frame.
    @Test("POP-01 content of any kind (plain, navigation, tab bar) is shown in the popover's content frame")
    func contentOfAnyKind() throws {
        let kinds: [(content: String, kind: String, appears: [String])] = [
            ("content", "plain", ["content"]), ("menuNav", "navigation", ["menuNav", "list"]), ("tabs", "tabBar", ["tabs", "t1"]),
        ]
        for k in kinds {
            var scene = try PopoverFixtures.scene(popovers: [])
            let create = try scene.run(.createPopover(PopoverController(id: "made", content: k.content)))
            #expect(create.events.isEmpty)
            #expect(create.result["popover"] == .string("made"))
            #expect(create.result["content"] == .string(k.content))
            #expect(scene.layout.node("made") == nil)
            let present = try scene.run(PopoverFixtures.fromCentre("made"))
            #expect(present.events.trace == k.appears.map { "viewWillAppear:@\($0)" } + k.appears.map { "viewDidAppear:@\($0)" })
            let node = try #require(scene.layout.node("made"))
            #expect(node.kind == .popover)
            #expect(node.parent == nil)
            #expect(node.attributes["content"] == .string(k.content))
            #expect(scene.layout.frame(k.content) == node.contentFrameAttribute)
            #expect(scene.layout.node(k.content)?.parent == "made")
            #expect(scene.layout.node(k.content)?.attributes["controllerKind"] == .string(k.kind))
        }
        // Not a view controller: it cannot be pushed.
        var scene = try PopoverFixtures.scene()
        let push = #expect(throws: ModelError.self) { try scene.run(.push(navigation: "nav", controller: "pop", animated: false)) }
        #expect(push?.kind == .unknownId)
    }

    /// POP-01 content that already has a parent (or is the window's root, or is presented) raises
    /// UIKit's exception and nothing changes.
    @Test("POP-01 content that already has a parent raises 'must be the root of its associated view controller hierarchy'")
    func contentWithParent() throws {
        var scene = try PopoverFixtures.scene()
        let before = scene
        for content in ["home", "nav", "list", "t1"] {
            let error = #expect(throws: ModelError.self) { try scene.run(.createPopover(PopoverController(id: "made", content: content))) }
            #expect(error?.kind == .uikitException, "\(content)")
            #expect(error?.message == "The content view controller argument must be the root of its associated view controller hierarchy.", "\(content)")
            #expect(scene == before)
        }
        // Content that gained a parent after the popover was made: presenting raises the same.
        var pushed = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "detail")])
        try pushed.run(.push(navigation: "nav", controller: "detail", animated: false))
        let beforePush = pushed
        let error = #expect(throws: ModelError.self) {
            try pushed.run(.presentPopover(popover: "pop", from: .barButtonItem("menu"), arrows: ArrowDirection.any, animated: true))
        }
        #expect(error?.kind == .uikitException)
        #expect(error?.message == "The content view controller argument must be the root of its associated view controller hierarchy.")
        #expect(pushed == beforePush)
    }

    /// POP-01 content that is presented modally elsewhere is not the root of its own hierarchy
    /// either: UIKit's exception, nothing changes.
    @Test("POP-01 content presented modally elsewhere raises 'must be the root of its associated view controller hierarchy'")
    func contentPresentedElsewhere() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let before = scene
        let error = #expect(throws: ModelError.self) { try scene.run(.createPopover(PopoverController(id: "made", content: "sheet"))) }
        #expect(error?.kind == .uikitException)
        #expect(error?.message == "The content view controller argument must be the root of its associated view controller hierarchy.")
        #expect(scene == before)
        // Presented after the popover was made: presenting the popover raises the same.
        var later = try PopoverFixtures.scene(popovers: [PopoverController(id: "pop", content: "sheet")])
        try later.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let beforeLater = later
        let present = #expect(throws: ModelError.self) { try later.run(PopoverFixtures.fromCentre()) }
        #expect(present?.kind == .uikitException)
        #expect(present?.message == "The content view controller argument must be the root of its associated view controller hierarchy.")
        #expect(later == beforeLater)
        // Given as a new content while it is presented: the same.
        var swap = try PopoverFixtures.scene()
        try swap.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        let beforeSwap = swap
        let set = #expect(throws: ModelError.self) { try swap.run(.setPopoverContent(popover: "pop", controller: "sheet", animated: false)) }
        #expect(set?.kind == .uikitException)
        #expect(set?.message == "The content view controller argument must be the root of its associated view controller hierarchy.")
        #expect(swap == beforeSwap)
    }

    /// POP-09 from a bar button item only up and down are permitted; the popover becomes visible
    /// below the item.
    @Test("POP-09 a bar button item presentation permits only up and down, and the popover is visible")
    func barButtonPresentation() throws {
        var scene = try PopoverFixtures.scene()
        let present = try scene.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: ArrowDirection.any, animated: true))
        #expect(present.events.trace == ["viewWillAppear:@content", "viewDidAppear:@content"])
        #expect(present.result["presented"] == .bool(true))
        #expect(present.result["anchor"] == .rect(PopoverFixtures.infoItem))
        #expect(present.result["arrowDirection"] == .string("up"))
        #expect(present.result["animation"] == .animation(Animation(kind: .popover, duration: 0.2)))
        #expect(scene.shown("pop")?.permitted == [.up, .down])
        let sides = Self.candidates(present)
        #expect(sides["up"]?["permitted"] == .bool(true))
        #expect(sides["down"]?["permitted"] == .bool(true))
        #expect(sides["left"]?["permitted"] == .bool(false))
        #expect(sides["right"]?["permitted"] == .bool(false))
        // Below `info` (711,27,52,30); the arrow slides right as far as the corner clearance lets it
        // (758 - 30 = 728), 138 right of the popover's centre.
        let node = try #require(scene.layout.node("pop"))
        #expect(node.frame == Rect(x: 422, y: 57, width: 336, height: 957))
        #expect(node.contentFrameAttribute == Rect(x: 430, y: 85, width: 320, height: 921))
        #expect(node.attributes["arrowDirection"] == .string("up"))
        #expect(node.attributes["arrowTip"] == .point(Point(x: 728, y: 57)))
        #expect(node.attributes["arrowOffset"] == .number(138))
        #expect(node.attributes["arrowAttached"] == .bool(true))
        #expect(node.anchorAttribute == PopoverFixtures.infoItem)
        #expect(node.attributes["needsPresentation"] == .bool(false))
        // From a rect every direction stays permitted; the rect is in its view's coordinates: in
        // `inner` (410,174) inside `panel`, (5,5,10,10) is (415,179,10,10) in the window.
        var rect = try PopoverFixtures.scene()
        let fromRect = try rect.run(
            .presentPopover(
                popover: "pop", from: .rect(Rect(x: 5, y: 5, width: 10, height: 10), inView: "inner"),
                arrows: ArrowDirection.any, animated: true))
        #expect(fromRect.result["anchor"] == .rect(Rect(x: 415, y: 179, width: 10, height: 10)))
        #expect(rect.shown("pop")?.permitted == ArrowDirection.any)
        #expect(rect.layout.node("pop")?.anchorAttribute == Rect(x: 415, y: 179, width: 10, height: 10))
    }

    /// POP-09 a bar button item with only left and right permitted falls back to up and down and
    /// says so in a warning.
    @Test("POP-09 left/right only from a bar button item falls back to up/down with a warning")
    func barButtonSidewaysOnly() throws {
        var scene = try PopoverFixtures.scene()
        let present = try scene.run(.presentPopover(popover: "pop", from: .barButtonItem("info"), arrows: [.left, .right], animated: false))
        #expect(present.events.trace == ["warning@pop", "viewWillAppear:@content", "viewDidAppear:@content"])
        #expect(present.events.first?.warningText?.contains("only up and down arrows") == true)
        #expect(present.result["presented"] == .bool(true))
        #expect(scene.shown("pop")?.permitted == [.up, .down])
        #expect(scene.layout.node("pop")?.attributes["arrowDirection"] == .string("up"))
    }

    /// POP-10 the runtime picks the side; a narrower permitted set forces another side and, when
    /// there is less room there, a smaller popover.
    @Test("POP-10 a narrow permitted set forces the side and may make the popover smaller")
    func permittedDirections() throws {
        let sized = [PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 400))]
        // Any: below `centre` it all fits, the arrow up at the anchor's centre.
        var any = try PopoverFixtures.scene(popovers: sized)
        try any.run(PopoverFixtures.fromCentre())
        let below = try #require(any.layout.node("pop"))
        #expect(below.attributes["arrowDirection"] == .string("up"))
        #expect(below.frame == Rect(x: 216, y: 504, width: 336, height: 436))
        #expect(below.contentFrameAttribute == Rect(x: 224, y: 532, width: 320, height: 400))
        #expect(below.attributes["arrowTip"] == .point(Point(x: 384, y: 504)))
        #expect(below.attributes["arrowOffset"] == .number(0))
        // Left only: to the right of `centre`, where only 758 - 424 - 36 = 298 points are left.
        var left = try PopoverFixtures.scene(popovers: sized)
        try left.run(PopoverFixtures.fromCentre(arrows: [.left]))
        let right = try #require(left.layout.node("pop"))
        #expect(right.attributes["arrowDirection"] == .string("left"))
        #expect(right.frame == Rect(x: 424, y: 276, width: 334, height: 416))
        #expect(right.contentFrameAttribute == Rect(x: 452, y: 284, width: 298, height: 400))
        #expect(right.attributes["arrowTip"] == .point(Point(x: 424, y: 484)))
        // Right only: to the left of it, as narrow.
        var rightOnly = try PopoverFixtures.scene(popovers: sized)
        try rightOnly.run(PopoverFixtures.fromCentre(arrows: [.right]))
        let leftSide = try #require(rightOnly.layout.node("pop"))
        #expect(leftSide.attributes["arrowDirection"] == .string("right"))
        #expect(leftSide.frame == Rect(x: 10, y: 276, width: 334, height: 416))
        #expect(leftSide.contentFrameAttribute == Rect(x: 18, y: 284, width: 298, height: 400))
        // The default 320 x 1100 from `button`: any side -> right of it (968 high); up only -> 850 high.
        var tall = try PopoverFixtures.scene()
        try tall.run(PopoverFixtures.fromButton())
        let beside = try #require(tall.layout.node("pop"))
        #expect(beside.attributes["arrowDirection"] == .string("left"))
        #expect(beside.frame == Rect(x: 120, y: 30, width: 356, height: 984))
        #expect(beside.contentFrameAttribute == Rect(x: 148, y: 38, width: 320, height: 968))
        #expect(beside.attributes["arrowTip"] == .point(Point(x: 120, y: 106)))
        #expect(beside.attributes["arrowOffset"] == .number(-416))
        var upOnly = try PopoverFixtures.scene()
        try upOnly.run(PopoverFixtures.fromButton(arrows: [.up]))
        #expect(upOnly.layout.node("pop")?.contentFrameAttribute == Rect(x: 18, y: 156, width: 320, height: 850))
        // An empty set is refused.
        var none = try PopoverFixtures.scene()
        let before = none
        let error = #expect(throws: ModelError.self) { try none.run(PopoverFixtures.fromCentre(arrows: [])) }
        #expect(error?.kind == .invalidState)
        #expect(none == before)
    }

    /// POP-13 a rect with zero width or height logs UIKit's warning and is presented anyway.
    @Test("POP-13 a zero-size rect logs UIKit's warning and the popover is still presented")
    func zeroSizeRect() throws {
        let text =
            "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: the rect passed in to this method must have non-zero width and height. This will be an exception in a future release."
        for rect in [Rect(x: 10, y: 10, width: 0, height: 0), Rect(x: 10, y: 10, width: 0, height: 20), Rect(x: 10, y: 10, width: 30, height: 0)] {
            var scene = try PopoverFixtures.scene()
            let present = try scene.run(.presentPopover(popover: "pop", from: .rect(rect, inView: "home"), arrows: ArrowDirection.any, animated: true))
            #expect(present.events.trace == ["warning@pop", "viewWillAppear:@content", "viewDidAppear:@content"])
            #expect(present.events.first?.warningText == text)
            #expect(present.result["presented"] == .bool(true))
            // `home`'s view starts at (0, 64).
            #expect(scene.layout.node("pop")?.anchorAttribute == Rect(x: 10, y: 74, width: rect.width, height: rect.height))
        }
        var scene = try PopoverFixtures.scene()
        let fine = try scene.run(
            .presentPopover(
                popover: "pop", from: .rect(Rect(x: 10, y: 10, width: 1, height: 1), inView: "home"),
                arrows: ArrowDirection.any, animated: true))
        #expect(fine.events.trace == ["viewWillAppear:@content", "viewDidAppear:@content"])
    }

    /// POP-23 a second popover, or a modal view over a visible popover, is done anyway with a
    /// warning about the guidelines.
    @Test("POP-23 a second popover and a modal over a visible popover are presented with a warning")
    func guidelineWarnings() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content"), PopoverController(id: "pop2", content: "other"),
        ])
        try scene.run(PopoverFixtures.fromCentre())
        let second = try scene.run(PopoverFixtures.fromButton("pop2"))
        #expect(second.events.trace == ["warning@pop2", "viewWillAppear:@other", "viewDidAppear:@other"])
        #expect(second.events.first?.warningText?.contains("one popover at a time") == true)
        #expect(second.result["presented"] == .bool(true))
        #expect(scene.layout.node("pop") != nil)
        #expect(scene.layout.node("pop2") != nil)
        // A modal view while popovers show: presented, with a warning.
        let modal = try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: true))
        #expect(modal.events.trace == ["warning@home", "viewWillAppear:@sheet", "viewDidAppear:@sheet"])
        #expect(modal.events.first?.warningText?.contains("dismiss a popover before presenting a modal view") == true)
        #expect(modal.result["presented"] == .bool(true))
        #expect(scene.layout.frame("sheet") == Rect(x: 114, y: 212, width: 540, height: 620))
        // No popover: no warning.
        var quiet = try PopoverFixtures.scene()
        let plain = try quiet.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: true))
        #expect(plain.events.trace == ["viewWillAppear:@sheet", "viewDidAppear:@sheet"])
    }

    /// POP-28 a popover adds no dimming; everything under it stays laid out as it was.
    @Test("POP-28 a popover adds no dimming node and leaves the nodes under it in the layout")
    func noDimming() throws {
        var scene = try PopoverFixtures.scene()
        let under = scene.layout.nodes
        try scene.run(PopoverFixtures.fromCentre())
        let nodes = scene.layout.nodes
        #expect(!nodes.contains { $0.kind == .dimming || $0.id.hasSuffix(".dimming") })
        for node in under { #expect(nodes.contains(node), "\(node.id)") }
        let ids = nodes.map(\.id)
        #expect((ids.firstIndex(of: "home") ?? 99) < (ids.firstIndex(of: "pop") ?? -1))
        #expect((ids.firstIndex(of: "pop") ?? 99) < (ids.firstIndex(of: "content") ?? -1))
        // A form sheet, for contrast, dims.
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        #expect(scene.layout.node("sheet.dimming") != nil)
    }

    /// POP-29 after dismissal the same popover controller takes a new content and new options.
    @Test("POP-29 a popover controller is reused with a new content and new options after dismissal")
    func reuse() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromCentre())
        try scene.run(.dismissPopover(popover: "pop", animated: false))
        #expect(scene.layout.node("pop") == nil)
        try scene.run(.setPopoverContent(popover: "pop", controller: "other", animated: false))
        try scene.run(.setPassthroughViews(popover: "pop", views: ["panel"]))
        try scene.run(.setPopoverLayoutMargins(popover: "pop", margins: EdgeInsets(all: 20)))
        let again = try scene.run(PopoverFixtures.fromButton(arrows: [.left]))
        #expect(again.events.trace == ["viewWillAppear:@other", "viewDidAppear:@other"])
        let node = try #require(scene.layout.node("pop"))
        #expect(node.attributes["content"] == .string("other"))
        #expect(node.anchorAttribute == PopoverFixtures.button)
        #expect(node.attributes["arrowDirection"] == .string("left"))
        // Margins 20: the popover may start at y = 20 + 20 = 40.
        #expect(node.frame == Rect(x: 120, y: 40, width: 386, height: 316))
        #expect(node.contentFrameAttribute == Rect(x: 148, y: 48, width: 350, height: 300))
        #expect(scene.popoverController(named: "pop")?.passthroughViews == ["panel"])
        #expect(scene.layout.node("content") == nil)
        // The old content is free again: another popover may take it.
        try scene.run(.createPopover(PopoverController(id: "pop3", content: "content")))
    }

    /// POP-30 presenting from a view that is not in a window raises UIKit's exception.
    @Test("POP-30 presenting from a view without a window raises UIKit's exception and changes nothing")
    func viewWithoutWindow() throws {
        let text = "Popovers cannot be presented from a view which does not have a window."
        var scene = try PopoverFixtures.scene()
        let before = scene
        for view in ["sheetButton", "detail", "hiddenView", "buried"] {
            let error = #expect(throws: ModelError.self) {
                try scene.run(
                    .presentPopover(
                        popover: "pop", from: .rect(Rect(x: 0, y: 0, width: 10, height: 10), inView: view),
                        arrows: ArrowDirection.any, animated: true))
            }
            #expect(error?.kind == .uikitException, "\(view)")
            #expect(error?.message == text, "\(view)")
            #expect(scene == before)
        }
        // Covered by a full-screen modal view: the view and the item are out of the window.
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .fullScreen, transition: .coverVertical, animated: false))
        let covered = scene
        for source in [PopoverSource.rect(Rect(x: 0, y: 0, width: 10, height: 10), inView: "button"), .barButtonItem("info")] {
            let error = #expect(throws: ModelError.self) {
                try scene.run(.presentPopover(popover: "pop", from: source, arrows: ArrowDirection.any, animated: true))
            }
            #expect(error?.kind == .uikitException)
            #expect(error?.message == text)
            #expect(scene == covered)
        }
        // An id that names nothing is another error.
        let unknown = #expect(throws: ModelError.self) {
            try scene.run(.presentPopover(popover: "pop", from: .rect(.zero, inView: "ghost"), arrows: ArrowDirection.any, animated: true))
        }
        #expect(unknown?.kind == .unknownId)
    }
}
