import PopsplitJSON
import PopsplitModel

/// The bytes each node of a full layout was written as, kept with the scene so that the next
/// full layout (a notification, `scene/layout`, a snapshot's layout) copies the bytes of every
/// node that has not changed instead of writing it again: a node's bytes are a function of the
/// node, and a node is reused only when it equals the kept one. Most commands leave much of the
/// screen as it was (a push keeps the status bar and the window's root; a sheet keeps
/// everything under it).
///
/// Bounded: a layout whose nodes take more than ``byteLimit`` bytes is not kept (the next
/// layout writes every node, as without the cache).
struct EncodedNodes: Equatable {
    /// The nodes, in the order written.
    let nodes: [LayoutNode]
    /// Their bytes as written: the objects separated by commas.
    let bytes: [UInt8]
    /// Where each node's bytes end in ``bytes`` (the next starts after a comma).
    let ends: [Int]

    /// The most bytes kept for one scene (256 KiB, about 1,300 nodes).
    static let byteLimit = 262_144

    /// How many kept nodes past the last one found a node is looked for among.
    static let lookahead = 4

    /// Where the bytes of node `index` lie in ``bytes``.
    func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]
    }
}

extension JSONOutput {
    /// Writes `nodes` as a JSON array, copying the bytes of each node `kept` has unchanged,
    /// and returns the bytes of this array's nodes for the next layout (nil past
    /// ``EncodedNodes/byteLimit``). The kept nodes are searched from just after the last one
    /// found, a few ahead (``EncodedNodes/lookahead``): layouts keep their order, and a node
    /// not found there is written afresh, so nothing is hashed.
    mutating func layoutNodes(_ nodes: [LayoutNode], reusing kept: EncodedNodes?) -> EncodedNodes? {
        openArray()
        let first = byteCount
        var ends: [Int] = []
        ends.reserveCapacity(nodes.count)
        let keptNodes = kept?.nodes ?? []
        let keptBytes = kept?.bytes ?? []
        let keptEnds = kept?.ends ?? []
        // Read in place through buffers: an array's element read for a comparison would be
        // copied (its strings and attributes retained and released).
        nodes.withUnsafeBufferPointer { new in
            keptNodes.withUnsafeBufferPointer { old in
                keptBytes.withUnsafeBufferPointer { oldBytes in
                    var cursor = 0
                    for index in new.indices {
                        var match: Int?
                        var position = cursor
                        while position < min(old.count, cursor + EncodedNodes.lookahead) {
                            if old[position].id == new[index].id {
                                if Self.same(old.baseAddress.map { $0 + position }, new.baseAddress.map { $0 + index }) { match = position }
                                cursor = position + 1
                                break
                            }
                            position += 1
                        }
                        if let match {
                            let start = match == 0 ? 0 : keptEnds[match - 1] + 1
                            encoded(UnsafeBufferPointer(rebasing: oldBytes[start..<keptEnds[match]]))
                        } else {
                            layoutNode(new[index])
                        }
                        ends.append(byteCount - first)
                    }
                }
            }
        }
        let last = byteCount
        closeArray()
        guard last - first <= EncodedNodes.byteLimit else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(last - first)
        copy(first..<last, to: &bytes)
        return EncodedNodes(nodes: nodes, bytes: bytes, ends: ends)
    }

    /// Whether the nodes at `a` and `b` are equal, read in place (`==` on the values would copy
    /// both).
    private static func same(_ a: UnsafePointer<LayoutNode>?, _ b: UnsafePointer<LayoutNode>?) -> Bool {
        guard let a, let b else { return false }
        return a.pointee.frame == b.pointee.frame && a.pointee.id == b.pointee.id && a.pointee.kind == b.pointee.kind
            && a.pointee.parent == b.pointee.parent && a.pointee.attributes == b.pointee.attributes
    }
}
