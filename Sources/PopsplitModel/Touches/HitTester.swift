/// UIKit's hit-testing over laid-out nodes: top-level nodes front to back; within a node that
/// contains the point and takes touches, its children front to back; the deepest wins. A node that
/// does not take touches (labels, images, titles, views with interaction off) hides its subtree.
struct HitTester {
    /// The nodes, back to front, parents before children.
    let nodes: [PlacedNode]
    /// Node positions by parent id (`nil`: top level), back to front.
    let children: [String?: [Int]]

    /// A hit tester over `nodes`.
    init(_ nodes: [PlacedNode]) {
        self.nodes = nodes
        var children: [String?: [Int]] = [:]
        for (i, placed) in nodes.enumerated() { children[placed.node.parent, default: []].append(i) }
        self.children = children
    }

    /// The node a touch at `point` (window coordinates) reaches, or `nil`.
    func hit(_ point: Point) -> PlacedNode? {
        for top in (children[nil] ?? []).reversed() {
            if let found = test(top, point, depth: 0) { return nodes[found] }
        }
        return nil
    }

    /// The deepest node under `point` in the subtree of node `i`.
    private func test(_ i: Int, _ point: Point, depth: Int) -> Int? {
        let placed = nodes[i]
        guard depth < 256, placed.interactive, placed.node.frame.contains(point) else { return nil }
        for child in (children[placed.node.id] ?? []).reversed() {
            if let found = test(child, point, depth: depth + 1) { return found }
        }
        return i
    }
}
