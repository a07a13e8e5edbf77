/// Navigation items changed at run time (NAV-08; seed 002: "To add a new button you modify your
/// navigationItem ... To remove a button, assign the item to nil").
extension Scene {
    /// Sets controller `controller`'s left or right bar button items to `items`, ids its navigation
    /// item declares (left, right or spare); `[]` removes them (UIKit's `nil`). An item moved from
    /// the other side leaves it. No events (UIKit sends none). Result: `controller`, `side`, `items`.
    mutating func setNavigationItems(_ controller: String, side: NavigationItemSide, items: [String]) throws(ModelError) -> Step {
        var set = state.navigationItems[controller] ?? NavigationItemItems()
        let other: NavigationItemSide = side == .left ? .right : .left
        let moved = Set(items)
        if let others = set[other] ?? otherDocumentItems(controller, other), others.contains(where: moved.contains) {
            set[other] = others.filter { !moved.contains($0) }
        }
        set[side] = items
        try NavigationItemItems.check(set, of: controller, index: index)
        state.navigationItems[controller] = set
        return Step(
            events: [],
            result: [Field(.controller, .string(controller)), Field(.side, .string(side.rawValue)), Field(.items, .strings(items))])
    }

    /// The document's items of `controller`'s navigation item on `side`, as ids.
    private func otherDocumentItems(_ controller: String, _ side: NavigationItemSide) -> [String]? {
        guard let item = index.controllers[controller]?.navigationItem else { return nil }
        return (side == .left ? item.leftItems : item.rightItems).map(\.id)
    }
}
