/// What changed between two lists of picture elements: the elements new or different, the ids
/// gone, and the new order when the ids are not the same ones in the same order. The page's
/// `patch` message is this (protocol.md 12.4); the pipe carries it too.
public struct PictureDelta: Equatable, Sendable {
    /// New or changed elements, in the new order.
    public var changed: [PictureElement]
    /// The ids of the elements gone.
    public var removed: [String]
    /// Every id of the new list, back to front; nil when it is the old list's.
    public var order: [String]?

    /// A delta.
    public init(changed: [PictureElement], removed: [String], order: [String]?) {
        self.changed = changed
        self.removed = removed
        self.order = order
    }

    /// The delta from `old` to `new`.
    public init(from old: [PictureElement], to new: [PictureElement]) {
        // The usual case: the same ids in the same order; compare element by element.
        if old.count == new.count, zip(old, new).allSatisfy({ $0.id == $1.id }) {
            changed = zip(old, new).filter { $0.markup != $1.markup }.map(\.1)
            removed = []
            order = nil
            return
        }
        var before: [String: String] = [:]
        for element in old { before[element.id] = element.markup }
        let ids = Set(new.map(\.id))
        changed = new.filter { before[$0.id] != $0.markup }
        removed = old.map(\.id).filter { !ids.contains($0) }
        order = new.map(\.id)
    }

    /// `old` with this delta applied: the new list. Ids the order names that neither list has are
    /// left out (a delta from the wrong list cannot invent elements).
    public func applied(to old: [PictureElement]) -> [PictureElement] {
        guard let order else {
            guard !changed.isEmpty else { return old }
            var replacements: [String: String] = [:]
            for element in changed { replacements[element.id] = element.markup }
            return old.map { PictureElement(id: $0.id, markup: replacements[$0.id] ?? $0.markup) }
        }
        var markups: [String: String] = [:]
        for element in old { markups[element.id] = element.markup }
        for element in changed { markups[element.id] = element.markup }
        return order.compactMap { id in markups[id].map { PictureElement(id: id, markup: $0) } }
    }
}
