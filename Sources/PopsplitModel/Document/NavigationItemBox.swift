/// A controller's navigation item, held by reference so that a ``ControllerSpec`` stays small:
/// a scene holds every spec twice (the document's tree and the index's table), and a navigation
/// item inline is more than half a spec (issue 20, memory). Immutable: a change makes a new box;
/// controllers with the default item share one.
final class NavigationItemBox: Sendable, Equatable {
    /// The box of the default item (no title, no items), shared.
    static let empty = NavigationItemBox(NavigationItemSpec())

    /// The item.
    let value: NavigationItemSpec

    /// A box holding `value`.
    init(_ value: NavigationItemSpec) { self.value = value }

    /// The box for `value`: the shared one for the default item.
    static func holding(_ value: NavigationItemSpec) -> NavigationItemBox {
        value == empty.value ? empty : NavigationItemBox(value)
    }

    /// Two boxes are equal when their items are.
    static func == (lhs: NavigationItemBox, rhs: NavigationItemBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
}
