@testable import PopsplitModel

/// The questions the model answers by walking integer links or parent chains instead of
/// building tables of the whole scene agree with their definitions, worked out here the long
/// way, in every state a session reaches: whether a controller is attached in the layers below
/// a presentation (walked up its parents, against the layers' attached subtrees walked down),
/// and which node a touch reaches and what it sits in (the hit tester's position links, against
/// lookups by id) at a grid of points over the screen.
struct WalkedTablesProperty: SceneProperty {
    /// Checks the launched scene.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        try Self.check(launch.scene, after: "launch")
    }

    /// Checks the scene each step left.
    mutating func check(_ step: StepContext) throws(PropertyFailure) {
        try Self.check(step.after, after: Compact.command(step.command))
    }

    /// Compares both walks with their definitions in `scene`.
    static func check(_ scene: Scene, after what: String) throws(PropertyFailure) {
        let hierarchy = scene.hierarchy
        let layers = hierarchy.layers
        for limit in 0...layers.count {
            let attached = Set(layers.prefix(limit).flatMap { attachedSubtree($0, in: hierarchy) })
            for id in scene.index.controllers.map(\.key).sorted() {
                try PropertyFailure.check(
                    hierarchy.isAttached(id, layersBelow: limit) == attached.contains(id),
                    "after \(what) '\(id)' attached in the \(limit) layers below: walked \(hierarchy.isAttached(id, layersBelow: limit)), by definition \(attached.contains(id))"
                )
            }
        }
        let placed = scene.laidOut.placed
        let tester = HitTester(placed)
        let screen = ScreenMetrics.screen(scene.state.orientation)
        for row in 0..<12 {
            for column in 0..<16 {
                let point = Point(x: screen.width * (Double(column) + 0.5) / 16, y: screen.height * (Double(row) + 0.5) / 12)
                let position = tester.position(at: point)
                let expected = hit(point, placed)
                try PropertyFailure.check(
                    position.map { placed[$0].node.id } == expected.map { placed[$0].node.id },
                    "after \(what) a touch at \(point) reaches \(position.map { placed[$0].node.id } ?? "nothing"), by definition \(expected.map { placed[$0].node.id } ?? "nothing")"
                )
                if let position {
                    try PropertyFailure.check(
                        tester.ancestry(of: position) == ancestry(of: placed[position], placed),
                        "after \(what) the chain of '\(placed[position].node.id)' differs from its definition")
                }
            }
        }
    }

    /// `id` and its descendants kept attached, depth first (the definition of attachment).
    static func attachedSubtree(_ id: String, in hierarchy: Hierarchy) -> [String] {
        var result: [String] = []
        var pending = [id]
        var steps = hierarchy.index.controllers.count + 1
        while steps > 0, let next = pending.popLast() {
            steps -= 1
            result.append(next)
            pending.append(contentsOf: hierarchy.container(next).attachedChildren.reversed())
        }
        return result
    }

    /// UIKit's hit-testing by lookups of children by parent id: the deepest interactive node
    /// containing `point`, front to back.
    static func hit(_ point: Point, _ placed: [PlacedNode]) -> Int? {
        var children: [String?: [Int]] = [:]
        for (i, node) in placed.enumerated() { children[node.node.parent, default: []].append(i) }
        func test(_ i: Int, depth: Int) -> Int? {
            guard depth < 256, placed[i].interactive, placed[i].node.frame.contains(point) else { return nil }
            for child in (children[placed[i].node.id] ?? []).reversed() {
                if let found = test(child, depth: depth + 1) { return found }
            }
            return i
        }
        for top in (children[nil] ?? []).reversed() {
            if let found = test(top, depth: 0) { return found }
        }
        return nil
    }

    /// The ids of `node` and of every node it sits in, by lookups of parents by id.
    static func ancestry(of node: PlacedNode, _ placed: [PlacedNode]) -> Set<String> {
        let parents = Dictionary(placed.map { ($0.node.id, $0.node.parent) }, uniquingKeysWith: { first, _ in first })
        var chain: Set<String> = []
        var current: String? = node.node.id
        while let id = current, chain.count < 512, chain.insert(id).inserted { current = parents[id] ?? nil }
        return chain
    }
}
