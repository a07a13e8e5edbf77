import PopsplitModel

/// What changed between two SVG renderings of a scene, keyed by `data-id`, so a webview can patch
/// its DOM instead of replacing the picture (protocol.md section 12): the elements that are new or
/// differ, the ids that are gone, and the new order.
public struct SVGPatch: Sendable, Equatable {
    /// New or changed elements, in the new order.
    public var changed: [SVGElement]
    /// Ids of elements gone.
    public var removed: [String]
    /// Every id of the new rendering, back to front.
    public var order: [String]

    /// The patch from `old` to `new` elements (``SVGRenderer/elements(_:)``).
    public init(from old: [SVGElement], to new: [SVGElement]) {
        order = new.map(\.id)
        // The usual case: the same ids in the same order; compare element by element.
        if old.count == new.count, zip(old, new).allSatisfy({ $0.id == $1.id }) {
            changed = zip(old, new).filter { $0.markup != $1.markup }.map(\.1)
            removed = []
            return
        }
        var before: [String: String] = [:]
        for element in old { before[element.id] = element.markup }
        let ids = Set(new.map(\.id))
        changed = new.filter { before[$0.id] != $0.markup }
        removed = old.map(\.id).filter { !ids.contains($0) }
    }
}
