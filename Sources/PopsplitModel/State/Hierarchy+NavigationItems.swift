/// Navigation items as the controllers' code left them (NAV-08).
extension Hierarchy {
    /// `spec`'s navigation item with the bar button items set at run time in place of the
    /// document's, side by side.
    func navigationItem(of spec: ControllerSpec) -> NavigationItemSpec {
        var item = spec.navigationItem
        guard let set = state.navigationItems[spec.id] else { return item }
        if let left = set.left { item.leftItems = left.compactMap { index.items[$0] } }
        if let right = set.right { item.rightItems = right.compactMap { index.items[$0] } }
        return item
    }
}
