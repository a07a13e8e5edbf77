import PopsplitModel
import Testing

/// Worked examples of `PopoverPlacement.place` with exact numbers, each derived by hand from the
/// STEP comments in `PopoverPlacement.swift` (the derivation is in the test's comment). Unless a
/// test says otherwise: iOS 6 metrics (arrow 20 high, 40 base, insets 8, corner clearance 10, so
/// the arrow's centre stays 10 + 40 / 2 = 30 from the corners, the chrome is 8 + 8 + 20 = 36 across
/// the arrow's edge and 16 along it) and the default margins of 10.
@Suite("Placement examples")
struct PlacementExampleTests {
    /// Portrait, under a 20 pt status bar: the screen 768 x 1024 less the status bar.
    static let portrait = Rect(x: 0, y: 20, width: 768, height: 1004)
    /// Landscape, under a 20 pt status bar, the 352 pt keyboard showing: 1024 x (768 - 20 - 352).
    static let landscapeKeyboard = Rect(x: 0, y: 20, width: 1024, height: 396)

    /// The candidate for `side`.
    func candidate(_ result: PlacementResult, _ side: ArrowDirection) -> PlacementCandidate {
        result.candidates[side.order]
    }

    /// A bar button item at the top right (permitted up and down, POP-09): the popover goes below
    /// it, slid left against the area's right end, the arrow 138 right of the popover's centre.
    ///
    /// STEP 1: area = [10, 30, 748, 984] (right 758, bottom 1014). Up: the tip's y is the anchor's
    /// bottom 27 + 30 = 57; room below 1014 - 57 - 36 = 921 >= 400; along 748 - 16 = 732 >= 320.
    /// The frame is 336 x 436. The tip's x: the anchor's centre 743, kept within 10 + 30 ... 758 - 30
    /// = 728. Origin: 728 - 168 = 560, slid into 10 ... 758 - 336 = 422: 422. Offset 728 - (422 +
    /// 168) = 138. Down: the tip's y would be 27, but it must leave the chrome above it (>= 30 + 36
    /// = 66): detached, no room, content 0 high.
    @Test("POP-09 POP-10 POP-11: a bar button item at the top right gets a popover below it")
    func barButtonTopRight() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 723, y: 27, width: 40, height: 30), contentSize: Size(width: 320, height: 400),
                permitted: [.up, .down], bounds: Self.portrait))
        #expect(result.area == Rect(x: 10, y: 30, width: 748, height: 984))
        #expect(result.marginsIgnored == false)
        let up = result.chosen
        #expect(up.direction == .up)
        #expect(up.frame == Rect(x: 422, y: 57, width: 336, height: 436))
        #expect(up.contentFrame == Rect(x: 430, y: 85, width: 320, height: 400))
        #expect(up.arrowTip == Point(x: 728, y: 57))
        #expect(up.arrowOffset == 138)
        #expect(up.attached && up.fits && up.meetsMinimum && !up.shrunk)
        #expect(up.area == 128_000)
        let down = candidate(result, .down)
        #expect(down.arrowTip == Point(x: 728, y: 66))
        #expect(down.frame == Rect(x: 422, y: 30, width: 336, height: 36))
        #expect(!down.attached && down.shrunk && !down.meetsMinimum)
        #expect(down.rank == 2 && down.reason == "the arrow cannot reach the anchor from this side")
        #expect(candidate(result, .left).rank == 0 && candidate(result, .left).reason == "not permitted")
    }

    /// A toolbar item at the bottom left: the popover goes above it (arrow down), slid right
    /// against the area's left end.
    ///
    /// Down: the tip's y is the anchor's top 980 (>= 30 + 36); room above 980 - 30 - 36 = 914 >= 400;
    /// frame 336 x 436 from y 980 - 436 = 544. The tip's x: the centre 50 (>= 10 + 30). Origin 50 -
    /// 168 = -118, slid to 10; offset 50 - (10 + 168) = -128. Up: the tip's y 1024 is kept at
    /// 1014 - 36 = 978: detached.
    @Test("POP-09 POP-11: a toolbar item at the bottom left gets a popover above it")
    func toolbarItemBottomLeft() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 20, y: 980, width: 60, height: 44), contentSize: Size(width: 320, height: 400),
                permitted: ArrowDirection.vertical, bounds: Self.portrait))
        let down = result.chosen
        #expect(down.direction == .down)
        #expect(down.frame == Rect(x: 10, y: 544, width: 336, height: 436))
        #expect(down.contentFrame == Rect(x: 18, y: 552, width: 320, height: 400))
        #expect(down.arrowTip == Point(x: 50, y: 980))
        #expect(down.arrowOffset == -128)
        #expect(down.attached && down.fits)
        let up = candidate(result, .up)
        #expect(up.arrowTip == Point(x: 50, y: 978) && !up.attached)
        #expect(up.reason == "the arrow cannot reach the anchor from this side")
    }

    /// Four sides that all fit equally: the earliest, up, wins; the others lose "as good" (STEP 6).
    ///
    /// Anchor centre (384, 512); content 320 x 200 fits on every side (frames 336 x 236 or 356 x
    /// 216), all attached, all areas 64,000: the tie goes to up, then down, left, right.
    @Test("POP-10: a four-way tie goes to up, then down, left, right")
    func tieGoesToTheEarlierSide() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 374, y: 502, width: 20, height: 20), contentSize: Size(width: 320, height: 200),
                permitted: ArrowDirection.any, bounds: Self.portrait))
        #expect(result.chosen.direction == .up)
        #expect(result.chosen.frame == Rect(x: 216, y: 522, width: 336, height: 236))
        #expect(result.candidates.map(\.rank) == [1, 2, 3, 4])
        #expect(result.candidates.dropFirst().allSatisfy { $0.reason == "as good, but tried after up" && $0.fits })
        #expect(candidate(result, .down).frame == Rect(x: 216, y: 266, width: 336, height: 236))
        #expect(candidate(result, .left).frame == Rect(x: 394, y: 404, width: 356, height: 216))
        #expect(candidate(result, .right).frame == Rect(x: 18, y: 404, width: 356, height: 216))
    }

    /// UIKit's default 320 x 1100 from a view in the middle: nothing fits, the largest area wins
    /// (STEP 5, STEP 6), and left beats right only by coming first.
    ///
    /// Up: tip y 552, room 1014 - 552 - 36 = 426 -> 320 x 426 = 136,320. Down: tip y 452, room 452 -
    /// 30 - 36 = 386 -> 123,520. Left: tip x 434, room 758 - 434 - 36 = 288 wide, 984 - 16 = 968 high
    /// -> 278,784. Right: tip x 334, room 334 - 10 - 36 = 288 -> the same. Left's frame: x 434, 288 +
    /// 36 = 324 wide, 984 high from y 30; tip y 502, so the offset is 502 - (30 + 492) = -20.
    @Test("POP-03 POP-10: the default 320 x 1100 from the middle goes where the most content shows")
    func largestAreaWins() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 334, y: 452, width: 100, height: 100), contentSize: Size(width: 320, height: 1100),
                permitted: ArrowDirection.any, bounds: Self.portrait))
        let left = result.chosen
        #expect(left.direction == .left)
        #expect(left.frame == Rect(x: 434, y: 30, width: 324, height: 984))
        #expect(left.contentFrame == Rect(x: 462, y: 38, width: 288, height: 968))
        #expect(left.arrowTip == Point(x: 434, y: 502))
        #expect(left.arrowOffset == -20)
        #expect(left.attached && left.meetsMinimum && left.shrunk && !left.fits)
        #expect(left.area == 278_784)
        #expect(candidate(result, .right).reason == "as good, but tried after left")
        #expect(candidate(result, .up).contentFrame == Rect(x: 224, y: 580, width: 320, height: 426))
        #expect(candidate(result, .up).reason == "shows less content (136320 < 278784 square points)")
        #expect(candidate(result, .down).reason == "shows less content (123520 < 278784 square points)")
        #expect(result.candidates.map(\.rank) == [3, 4, 1, 2])
    }

    /// With the keyboard up in landscape, up and down both shrink; the larger area wins.
    ///
    /// Area [10, 30, 1004, 376] (bottom 406). Up: tip y 224, room 406 - 224 - 36 = 146 -> 320 x 146
    /// = 46,720, frame [344, 224, 336, 182] (tip x 512, origin 512 - 168). Down: tip y 200, room 200
    /// - 30 - 36 = 134 -> 42,880.
    @Test("POP-03 POP-11: above the landscape keyboard the side showing more content wins")
    func keyboardShrinksBothSides() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 500, y: 200, width: 24, height: 24), contentSize: Size(width: 320, height: 1100),
                permitted: [.up, .down], bounds: Self.landscapeKeyboard))
        #expect(result.area == Rect(x: 10, y: 30, width: 1004, height: 376))
        #expect(result.chosen.direction == .up)
        #expect(result.chosen.frame == Rect(x: 344, y: 224, width: 336, height: 182))
        #expect(result.chosen.contentFrame == Rect(x: 352, y: 252, width: 320, height: 146))
        #expect(result.chosen.arrowOffset == 0)
        #expect(candidate(result, .down).contentFrame == Rect(x: 352, y: 38, width: 320, height: 134))
        #expect(candidate(result, .down).reason == "shows less content (42880 < 46720 square points)")
    }

    /// Meeting the minimum content (200 x 100) outranks showing more (STEP 6's second key).
    ///
    /// Content 1500 x 1500, area [10, 30, 1004, 376]. Up: tip y 271, room 406 - 271 - 36 = 99 < 100
    /// high, 1004 - 16 = 988 wide: 97,812 square points but below the minimum. Left: tip x 778, room
    /// 1014 - 778 - 36 = 200 wide, 376 - 16 = 360 high: 72,000, meets it. Left's tip y is the
    /// anchor's centre 250.5; its origin 250.5 - 188 = 62.5 rounds to 63 and slides to 30; offset
    /// 250.5 - (30 + 188) = 32.5. Frame x 778, 200 + 36 = 236 wide; content x 778 + 20 + 8 = 806.
    @Test("POP-03 POP-10: meeting the minimum content size outranks a larger area")
    func minimumBeatsArea() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 700, y: 230, width: 78, height: 41), contentSize: Size(width: 1500, height: 1500),
                permitted: [.up, .left], bounds: Self.landscapeKeyboard))
        let left = result.chosen
        #expect(left.direction == .left)
        #expect(left.frame == Rect(x: 778, y: 30, width: 236, height: 376))
        #expect(left.contentFrame == Rect(x: 806, y: 38, width: 200, height: 360))
        #expect(left.arrowTip == Point(x: 778, y: 250.5))
        #expect(left.arrowOffset == 32.5)
        #expect(left.attached && left.meetsMinimum && left.area == 72_000)
        let up = candidate(result, .up)
        #expect(up.contentFrame == Rect(x: 18, y: 299, width: 988, height: 99))
        #expect(up.attached && !up.meetsMinimum && up.area == 97_812)
        #expect(up.reason == "the content would be smaller than the minimum")
    }

    /// An anchor under the status bar with only down permitted: the arrow cannot reach it, the
    /// popover keeps the chrome inside the area and shows no content (POP-11: the status bar is
    /// always avoided).
    ///
    /// Down: the tip's y would be the anchor's top 0; it is kept at 30 + 36 = 66, so detached, and
    /// the room above it is 66 - 30 - 36 = 0. Tip x: the centre 125; origin 125 - 168 = -43 slides
    /// to 10; offset 125 - 178 = -53.
    @Test("POP-10 POP-11: an anchor under the status bar, only down permitted: detached, no content")
    func anchorUnderTheStatusBar() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 100, y: 0, width: 50, height: 20), contentSize: Size(width: 320, height: 400),
                permitted: [.down], bounds: Self.portrait))
        let down = result.chosen
        #expect(down.direction == .down)
        #expect(down.frame == Rect(x: 10, y: 30, width: 336, height: 36))
        #expect(down.contentFrame == Rect(x: 18, y: 38, width: 320, height: 0))
        #expect(down.arrowTip == Point(x: 125, y: 66))
        #expect(down.arrowOffset == -53)
        #expect(!down.attached && !down.meetsMinimum && down.shrunk && down.area == 0)
        #expect(result.candidates.filter { $0.direction != .down }.allSatisfy { $0.rank == 0 && $0.reason == "not permitted" })
    }

    /// A zero-size anchor near the top left corner (POP-13 only logs): the arrow stays 30 from the
    /// popover's corner, so it cannot reach the anchor's x of 5 (POP-12).
    ///
    /// Up: tip y 30 (the anchor's bottom, = the area's top); tip x: 5, kept at >= 10 + 30 = 40, so
    /// detached though the content fits: frame [10, 30, 336, 436], offset 40 - 178 = -138.
    @Test("POP-12 POP-13: the arrow keeps clear of the corner and detaches from a zero-size anchor beside it")
    func cornerClearanceDetaches() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 5, y: 30, width: 0, height: 0), contentSize: Size(width: 320, height: 400),
                permitted: [.up], bounds: Self.portrait))
        let up = result.chosen
        #expect(up.frame == Rect(x: 10, y: 30, width: 336, height: 436))
        #expect(up.arrowTip == Point(x: 40, y: 30))
        #expect(up.arrowOffset == -138)
        #expect(!up.attached && !up.shrunk && !up.fits && up.meetsMinimum)
    }

    /// Margins that leave less than the chrome plus the minimum content on an axis are ignored on
    /// that axis only (STEP 1, POP-11), and a zero-size anchor still attaches when the tip can sit
    /// exactly on it.
    ///
    /// Left and right margins of 300 leave 168 < 8 + 8 + 20 + 200 = 236: x uses the bounds, 0...768;
    /// y keeps them: 30...1014. Up: tip (384, 100), frame 616 x 336 from x 384 - 308 = 76.
    @Test("POP-11: margins that leave too little room are ignored on that axis")
    func marginsIgnoredOnOneAxis() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 384, y: 100, width: 0, height: 0), contentSize: Size(width: 600, height: 300),
                permitted: [.up], bounds: Self.portrait, margins: EdgeInsets(top: 10, left: 300, bottom: 10, right: 300)))
        #expect(result.marginsIgnored)
        #expect(result.area == Rect(x: 0, y: 30, width: 768, height: 984))
        #expect(result.chosen.frame == Rect(x: 76, y: 100, width: 616, height: 336))
        #expect(result.chosen.contentFrame == Rect(x: 84, y: 128, width: 600, height: 300))
        #expect(result.chosen.arrowTip == Point(x: 384, y: 100))
        #expect(result.chosen.attached && result.chosen.fits)
    }

    /// A background with its own metrics (POP-12): the chrome follows them.
    ///
    /// Arrow 12 high on a 30 base, insets top 5, left 6, bottom 7, right 9, clearance 3. Right: the
    /// chrome across is 6 + 9 + 12 = 27, along 5 + 7 = 12. The tip is the anchor's left, 700; room 700
    /// - 10 - 27 = 663 >= 400, so the frame is 427 x 312 from x 700 - 427 = 273; tip y 510, origin
    /// 510 - 156 = 354, offset 0; content at (273 + 6, 354 + 5).
    @Test("POP-12: custom background metrics set the chrome around the content")
    func customMetrics() {
        let metrics = PopoverBackgroundMetrics(
            arrowHeight: 12, arrowBase: 30,
            contentInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 9), cornerClearance: 3)
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 700, y: 500, width: 20, height: 20), contentSize: Size(width: 400, height: 300),
                permitted: [.right], bounds: Self.portrait, metrics: metrics))
        let right = result.chosen
        #expect(right.frame == Rect(x: 273, y: 354, width: 427, height: 312))
        #expect(right.contentFrame == Rect(x: 279, y: 359, width: 400, height: 300))
        #expect(right.arrowTip == Point(x: 700, y: 510))
        #expect(right.arrowOffset == 0)
        #expect(right.attached && right.fits)
        let left = candidate(result, .left)
        #expect(left.frame == Rect(x: 720, y: 354, width: 38, height: 312))
        #expect(left.contentFrame == Rect(x: 738, y: 359, width: 11, height: 300))
    }

    /// STEP 4 on an edge shorter than twice the arrow end distance: the arrow keeps
    /// `floor((L - 1) / 2)` from the ends, which leaves room for a whole-point origin.
    ///
    /// Left: the tip's x is the anchor's right, 140; the content 320 x 43 fits. `L = 43 + 16 = 59`,
    /// `e' = min(30, floor(58 / 2)) = 29`. The tip's y is the anchor's centre 520. The origin may lie
    /// in `[max(30, 520 - 59 + 29), min(1014 - 59, 520 - 29)] = [490, 491]`; the ideal
    /// `round(520 - 29.5) = 491` is in it. Arrow offset: `520 - (491 + 29.5) = -0.5`.
    @Test("POP-12: a popover 59 pt along its arrow's edge still gets a whole-point origin (STEP 4)")
    func wholeOriginOfAShortPopover() {
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 100, y: 500, width: 40, height: 40), contentSize: Size(width: 320, height: 43),
                permitted: [.left], bounds: Self.portrait))
        let left = result.chosen
        #expect(left.direction == .left)
        #expect(left.frame == Rect(x: 140, y: 491, width: 356, height: 59))
        #expect(left.contentFrame == Rect(x: 168, y: 499, width: 320, height: 43))
        #expect(left.arrowTip == Point(x: 140, y: 520))
        #expect(left.arrowOffset == -0.5)
        #expect(left.attached && left.fits)
    }

    /// Background metrics are bounded (POP-12): each at most 100 pt, so the chrome (arrow and both
    /// insets, at most 300) always fits the smallest bounds a popover gets (376 pt high: landscape,
    /// in-call status bar, keyboard); the scene refuses larger ones before placement sees them.
    @Test("POP-11 POP-12: background metrics beyond 100 pt are refused, so the chrome always fits the bounds")
    func metricsAreBounded() throws {
        let content = ControllerSpec(id: "content")
        let root = ControllerSpec(id: "root", views: [ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        var scene = try Scene.open(SceneDocument(root: root, controllers: [content])).scene
        let huge = PopoverBackgroundMetrics(arrowHeight: 800, arrowBase: 40, contentInsets: EdgeInsets(all: 8), cornerClearance: 10)
        let before = scene
        #expect(throws: ModelError.self) {
            try scene.apply(.createPopover(PopoverController(id: "p", content: "content", background: huge)), answers: [:])
        }
        #expect(scene == before)
        let largest = PopoverBackgroundMetrics(arrowHeight: 100, arrowBase: 100, contentInsets: EdgeInsets(all: 100), cornerClearance: 100)
        let bounds = Rect(x: 0, y: 40, width: 1024, height: 376)
        let result = PopoverPlacement.place(
            PlacementRequest(
                anchor: Rect(x: 500, y: 200, width: 20, height: 20), contentSize: Size(width: 320, height: 400),
                permitted: ArrowDirection.any, bounds: bounds, metrics: largest))
        for candidate in result.candidates {
            #expect(PlacementGeometry.contains(bounds, candidate.frame), "\(candidate.direction): \(candidate.frame)")
        }
    }

    /// The default background keeps
    /// the arrow 30 pt from the ends, so an anchor at the area's very end is out of reach
    /// (detached); with `cornerClearance` and `arrowBase` 0 the arrow sits at the very end of its
    /// edge, attached.
    @Test("POP-12 the arrow keeps clear of the ends by default, and reaches the very end without clearance")
    func arrowAtTheEdge() {
        let anchor = Rect(x: 0, y: 980, width: 20, height: 30)
        let clamped = PopoverPlacement.place(
            PlacementRequest(anchor: anchor, contentSize: Size(width: 320, height: 400), permitted: [.down], bounds: Self.portrait))
        #expect(clamped.chosen.arrowTip.x == 40)
        #expect(!clamped.chosen.attached)
        var metrics = PopoverBackgroundMetrics.iOS6
        metrics.cornerClearance = 0
        metrics.arrowBase = 0
        let edge = PopoverPlacement.place(
            PlacementRequest(
                anchor: anchor, contentSize: Size(width: 320, height: 400), permitted: [.down], bounds: Self.portrait, metrics: metrics))
        #expect(edge.chosen.arrowTip.x == 10)
        #expect(edge.chosen.attached)
        #expect(edge.chosen.frame.minX == 10)
        #expect(edge.chosen.arrowOffset == -edge.chosen.frame.width / 2)
    }
}
