import PopsplitJSON
import PopsplitModel

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
                        if let match, let kept {
                            encoded(UnsafeBufferPointer(rebasing: oldBytes[kept.range(of: match)]))
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
