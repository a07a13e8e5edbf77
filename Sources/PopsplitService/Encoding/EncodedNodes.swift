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
