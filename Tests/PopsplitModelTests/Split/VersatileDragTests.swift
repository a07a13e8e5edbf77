import PopsplitModel
import Testing

/// Beyond MGSplitViewController (SVC-03): the draggable splitter, minimum pane sizes, the
/// delegate's constraint, positions per orientation.
struct VersatileDragTests {
    typealias F = VersatileFixtures

    /// A draggable landscape split at its default point (391.5).
    static func draggable(_ change: (inout VersatileSplitOptions) -> Void = { _ in }) throws -> Scene {
        try F.open(
            F.options {
                $0.draggable = true
                change(&$0)
            })
    }

    /// The drag moves the splitter by the drag's distance and tells the delegate.
    @Test("SVC-03 a drag from the splitter moves it by the drag's distance; willMoveSplitToPosition follows")
    func dragMoves() throws {
        var scene = try Self.draggable()
        let outcome = try scene.run(.drag(from: Point(x: 391.5, y: 400), to: Point(x: 441.5, y: 420)))
        #expect(outcome.result["handled"] == .bool(true))
        #expect(outcome.result["splitPoint"] == .number(441.5))
        #expect(outcome.result["moved"] == .bool(true))
        #expect(outcome.events.trace == ["splitViewController:willMoveSplitToPosition:@svc"])
        #expect(scene.layout.frame("items")?.width == 441)
        #expect(scene.layout.frame("detail") == Rect(x: 442, y: 64, width: 582, height: 704))
        // The side's flexible table follows its pane (views are designed at the document's split).
        #expect(scene.layout.frame("itemList")?.width == 441)
    }

    /// The grab area is 44 pt wide around a thin splitter.
    @Test("SVC-03 a 1 pt splitter is grabbed within 22 pt of its centre")
    func grabArea() throws {
        var scene = try Self.draggable()
        #expect(try scene.run(.drag(from: Point(x: 370, y: 400), to: Point(x: 420, y: 400))).result["handled"] == .bool(true))
        let missed = try scene.run(.drag(from: Point(x: 600, y: 400), to: Point(x: 700, y: 400)))
        #expect(missed.result["handled"] == .bool(false))
        #expect(missed.events.isEmpty)
    }

    /// Minimum panes: a drag past them stops at the limit.
    @Test("SVC-03 a drag past the minimum pane size stops at it (200 each side)")
    func minimumPanes() throws {
        var scene = try Self.draggable()
        try scene.run(.drag(from: Point(x: 391.5, y: 400), to: Point(x: 10, y: 400)))
        #expect(scene.layout.frame("items")?.width == 200)
        try scene.run(.drag(from: Point(x: 200.5, y: 400), to: Point(x: 1020, y: 400)))
        #expect(scene.layout.frame("detail")?.width == 200)
    }

    /// A drag that grabs nothing, or a splitter that is not draggable, changes nothing.
    @Test("SVC-03 a drag off the splitter or on a fixed one is a no-op")
    func dragNoOp() throws {
        var scene = try F.open()
        let before = scene.snapshot()
        let outcome = try scene.run(.drag(from: Point(x: 391.5, y: 400), to: Point(x: 500, y: 400)))
        #expect(outcome.result["handled"] == .bool(false))
        #expect(scene.snapshot() == before)
        #expect(throws: ModelError.self) { try scene.run(.drag(from: Point(x: 391.5, y: 400), to: Point(x: 5000, y: 400))) }
    }

    /// The delegate's constraint is asked with the proposed position and wins.
    @Test("SVC-03 constrainSplitPosition is asked with the proposal as default; its answer wins")
    func delegateConstrains() throws {
        var scene = try Self.draggable { $0.constrainsSplitPosition = true }
        let drag = SceneCommand.drag(from: Point(x: 391.5, y: 400), to: Point(x: 451.5, y: 400))
        let asked = try scene.run(drag)
        let question = try #require(asked.question)
        #expect(question.selector == "splitViewController:constrainSplitPosition:splitViewSize:")
        #expect(question.defaultAnswer == .number(451.5))
        #expect(question.fields["splitViewSize"] == .size(Size(width: 1024, height: 704)))
        let answered = try scene.run(drag, answers: [question: .number(420.5)])
        #expect(answered.result["splitPoint"] == .number(420.5))
        #expect(scene.layout.frame("svc.divider")?.minX == 420)
    }

    /// Positions per orientation: a landscape drag does not move the portrait split.
    @Test("SVC-03 a drag sets the position for its orientation only")
    func perOrientation() throws {
        var scene = try Self.draggable()
        try scene.run(.drag(from: Point(x: 391.5, y: 400), to: Point(x: 441.5, y: 400)))
        try scene.run(.rotate(to: .portrait, animated: true))
        #expect(scene.layout.node("svc.divider")?.attributes["splitPoint"] == .number(293.5))
        try scene.run(.rotate(to: .landscapeLeft, animated: true))
        #expect(scene.layout.node("svc.divider")?.attributes["splitPoint"] == .number(441.5))
        #expect(scene.snapshot().landscapeSplitPoints == ["svc": 441.5])
    }

    /// The pane splitter is 25 wide and draggable.
    @Test("SVC-03 the pane splitter: 25 pt, dragged from anywhere on it")
    func paneSplitter() throws {
        var scene = try F.open(
            F.options {
                $0.splitterStyle = .paneSplitter
                $0.splitterWidth = 25
                $0.draggable = true
            })
        #expect(scene.layout.frame("svc.divider") == Rect(x: 382, y: 64, width: 25, height: 704))  // side round(999 x 384 / 1004) = 382
        #expect(scene.layout.node("svc.divider")?.attributes["style"] == .string("paneSplitter"))
        try scene.run(.drag(from: Point(x: 405, y: 300), to: Point(x: 505, y: 300)))
        #expect(scene.layout.frame("svc.divider")?.minX == 482)
    }

    /// A popover above the splitter takes the touch.
    @Test("SVC-03 a drag that starts in a popover over the splitter does not move it")
    func coveredSplitter() throws {
        var scene = try F.open(
            F.options {
                $0.draggable = true
                $0.sideViewDisplayOption = .hideByDefault
                $0.listButtonPlace = .toolbar
            })
        try scene.run(.toggleSplitMaster(split: "svc", animated: false))
        #expect(scene.layout.node("svc.divider") == nil)
        let outcome = try scene.run(.drag(from: Point(x: 100, y: 300), to: Point(x: 200, y: 300)))
        #expect(outcome.result["handled"] == .bool(false))
    }
}
