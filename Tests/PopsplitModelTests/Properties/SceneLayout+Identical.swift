import PopsplitModel

/// Bit-for-bit layout comparison: `==` says a layout holding NaN differs from itself, which is
/// the layout property's finding, not a determinism one.
extension SceneLayout {
    /// Whether `other` has the same nodes, in the same order, with bit-identical frames.
    func isIdentical(to other: SceneLayout) -> Bool {
        guard orientation == other.orientation, screen == other.screen, applicationFrame == other.applicationFrame,
            nodes.count == other.nodes.count
        else { return false }
        return zip(nodes, other.nodes).allSatisfy { a, b in
            a.id == b.id && a.kind == b.kind && a.parent == b.parent && a.attributes == b.attributes
                && Self.bits(a.frame) == Self.bits(b.frame)
        }
    }

    /// A rect's four numbers as bit patterns.
    static func bits(_ r: Rect) -> [UInt64] {
        [r.minX, r.minY, r.width, r.height].map(\.bitPattern)
    }
}
