import PopsplitModel

/// What changed between two layouts of a scene, as a `mode: "delta"` `scene/layout` carries it
/// (protocol.md, section 5). A client rebuilds the new node list from the previous one: drop
/// ``removed``, upsert ``changed`` by id, then sort by ``order``.
struct LayoutDelta: Equatable {
    /// Nodes of the new layout that are new or differ from the previous one with the same id (in
    /// kind, parent, frame or attributes), in the new layout's order (back to front).
    var changed: [LayoutNode]
    /// Ids of the previous layout's nodes that are gone, in the previous layout's order.
    var removed: [String]
    /// Every node id of the new layout, back to front.
    var order: [String]

    /// The delta that turns `previous`'s nodes into `next`'s. Ids are unique within a layout; if
    /// one were repeated, its first node would be the one compared.
    init(from previous: SceneLayout, to next: SceneLayout) {
        var before: [String: LayoutNode] = [:]
        before.reserveCapacity(previous.nodes.count)
        for node in previous.nodes where before[node.id] == nil {
            before[node.id] = node
        }
        var present = Set<String>()
        present.reserveCapacity(next.nodes.count)
        var changed: [LayoutNode] = []
        var order: [String] = []
        order.reserveCapacity(next.nodes.count)
        for node in next.nodes {
            order.append(node.id)
            present.insert(node.id)
            if before[node.id] != node {
                changed.append(node)
            }
        }
        self.changed = changed
        self.removed = previous.nodes.map(\.id).filter { !present.contains($0) }
        self.order = order
    }

    /// The ids of ``changed`` and ``removed`` nodes: those a delta's transition lists frames for.
    var touchedIDs: Set<String> {
        Set(changed.map(\.id)).union(removed)
    }
}
