/// UIKit's hit-testing over laid-out nodes: top-level nodes front to back; within a node that
/// contains the point and takes touches, its children front to back; the deepest wins. A node that
/// does not take touches (labels, images, titles, views with interaction off) hides its subtree.
///
/// The tree is kept as positions: one table of ids to positions (each id hashed twice: once
/// as a node, once as a parent), then integer links, so that walking children and ancestors hashes nothing. A node whose parent id
/// is not among the nodes (its parent was dropped) is reachable from nowhere; with two nodes of
/// one id, the first is the parent of their children.
struct HitTester {
    /// The nodes, back to front, parents before children.
    let nodes: [PlacedNode]
    /// The position of each node's parent; ``topLevel`` for a top-level node, ``orphan`` for a
    /// node whose parent is not placed.
    private let parents: [Int]
    /// The front-most child of each node (position `nodes.count`: the top level), or -1.
    private let lastChild: [Int]
    /// The sibling just behind each node, or -1.
    private let previousSibling: [Int]

    /// A top-level node's parent position.
    private static let topLevel = -1
    /// The parent position of a node whose parent is not placed.
    private static let orphan = -2

    /// A hit tester over `nodes`.
    init(_ nodes: [PlacedNode]) {
        self.nodes = nodes
        let count = nodes.count
        var positions: [String: Int] = Dictionary(minimumCapacity: count)
        var parents = [Int](repeating: HitTester.topLevel, count: count)
        var lastChild = [Int](repeating: -1, count: count + 1)
        var previousSibling = [Int](repeating: -1, count: count)
        for i in 0..<count where positions[nodes[i].node.id] == nil { positions[nodes[i].node.id] = i }
        for i in 0..<count {
            var parent = count
            if let id = nodes[i].node.parent {
                guard let position = positions[id] else {
                    parents[i] = HitTester.orphan
                    continue
                }
                parent = position
                parents[i] = position
            }
            previousSibling[i] = lastChild[parent]
            lastChild[parent] = i
        }
        self.parents = parents
        self.lastChild = lastChild
        self.previousSibling = previousSibling
    }

    /// The node a touch at `point` (window coordinates) reaches, or `nil`.
    func hit(_ point: Point) -> PlacedNode? {
        position(at: point).map { nodes[$0] }
    }

    /// The position of the node a touch at `point` reaches, or `nil`.
    func position(at point: Point) -> Int? {
        var top = lastChild[nodes.count]
        while top >= 0 {
            if let found = test(top, point, depth: 0) { return found }
            top = previousSibling[top]
        }
        return nil
    }

    /// The ids of the node at `position` and of every node it sits in (at most 512), for
    /// "inside" tests.
    func ancestry(of position: Int) -> Set<String> {
        var chain: Set<String> = []
        var current = position
        while current >= 0, chain.count < 512, chain.insert(nodes[current].node.id).inserted {
            current = parents[current]
        }
        return chain
    }

    /// The deepest node under `point` in the subtree of node `i`.
    private func test(_ i: Int, _ point: Point, depth: Int) -> Int? {
        let placed = nodes[i]
        guard depth < 256, placed.interactive, placed.node.frame.contains(point) else { return nil }
        var child = lastChild[i]
        while child >= 0 {
            if let found = test(child, point, depth: depth + 1) { return found }
            child = previousSibling[child]
        }
        return i
    }
}
