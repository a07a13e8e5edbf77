/// A side of a navigation item's bar: where `navigationItem/setItems` puts items (NAV-08).
public enum NavigationItemSide: String, Sendable, Equatable, CaseIterable {
    /// `leftBarButtonItems`.
    case left
    /// `rightBarButtonItems`.
    case right
}
