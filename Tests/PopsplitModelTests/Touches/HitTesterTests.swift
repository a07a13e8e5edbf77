import Testing

@testable import PopsplitModel

/// The hit tester's position links: the order of the nodes does not decide who is whose
/// child, a node whose parent is not placed is out of reach, and the chain of a hit names it
/// and everything it sits in.
struct HitTesterTests {
    /// A node at `frame` under `parent`.
    static func node(_ id: String, parent: String?, _ frame: Rect, interactive: Bool = true) -> PlacedNode {
        PlacedNode(
            node: LayoutNode(id: id, kind: .controller, parent: parent, frame: frame), role: .controller(id), interactive: interactive,
            owner: nil)
    }

    /// A child listed before its parent is still its parent's child; an orphan (its parent
    /// dropped from the layout) is reached by no touch, even on top.
    @Test("a child listed before its parent is its child; an orphan is reached by no touch")
    func orderAndOrphans() {
        let nodes = [
            Self.node("child", parent: "root", Rect(x: 10, y: 10, width: 50, height: 50)),
            Self.node("root", parent: nil, Rect(x: 0, y: 0, width: 200, height: 200)),
            Self.node("orphan", parent: "dropped", Rect(x: 0, y: 0, width: 200, height: 200)),
        ]
        let tester = HitTester(nodes)
        #expect(tester.hit(Point(x: 20, y: 20))?.node.id == "child")
        #expect(tester.hit(Point(x: 100, y: 100))?.node.id == "root")
        #expect(tester.hit(Point(x: 300, y: 300)) == nil)
        #expect(tester.position(at: Point(x: 20, y: 20)).map { tester.ancestry(of: $0) } == ["child", "root"])
    }

    /// Front to back: of two overlapping siblings the later wins; a node that takes no touches
    /// hides its subtree, and the touch goes to what is behind it.
    @Test("the later sibling wins; a node that takes no touches hides its subtree")
    func frontToBack() {
        let nodes = [
            Self.node("window", parent: nil, Rect(x: 0, y: 0, width: 400, height: 400)),
            Self.node("back", parent: "window", Rect(x: 0, y: 0, width: 100, height: 100)),
            Self.node("front", parent: "window", Rect(x: 50, y: 50, width: 100, height: 100)),
            Self.node("deep", parent: "front", Rect(x: 60, y: 60, width: 20, height: 20)),
            Self.node("label", parent: "window", Rect(x: 200, y: 200, width: 100, height: 100), interactive: false),
            Self.node("inLabel", parent: "label", Rect(x: 210, y: 210, width: 50, height: 50)),
        ]
        let tester = HitTester(nodes)
        #expect(tester.hit(Point(x: 70, y: 70))?.node.id == "deep")
        #expect(tester.hit(Point(x: 90, y: 90))?.node.id == "front")
        #expect(tester.hit(Point(x: 20, y: 20))?.node.id == "back")
        #expect(tester.hit(Point(x: 220, y: 220))?.node.id == "window")
        #expect(tester.position(at: Point(x: 70, y: 70)).map { tester.ancestry(of: $0) } == ["deep", "front", "window"])
    }
}
