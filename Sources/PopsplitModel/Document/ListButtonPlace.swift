/// Where a versatile split view puts its list button while the side view hides (SVC-06).
public enum ListButtonPlace: String, Sendable, Equatable, CaseIterable {
    /// At the left of the navigation bar of the navigation controller the split view is on (the
    /// default); nowhere when it is on none.
    case navigationBar
    /// In a 44 pt toolbar along the split view's top edge (seed 003's ToolbarSplitView.xib).
    case toolbar
}
