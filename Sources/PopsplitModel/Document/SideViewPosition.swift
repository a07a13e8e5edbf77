/// Where a versatile split view puts its side view (SVC-04; MGSplitViewController's
/// `masterBeforeDetail`).
public enum SideViewPosition: String, Sendable, Equatable, CaseIterable {
    /// Left of the main view (vertical split, the default).
    case left
    /// Right of the main view (vertical split).
    case right
    /// Above the main view (horizontal split).
    case top
    /// Below the main view (horizontal split).
    case bottom

    /// Whether the side comes after the main view along the split's axis.
    public var isAfterMain: Bool { self == .right || self == .bottom }

    /// The axis the position belongs to.
    public var axis: SplitAxis { self == .left || self == .right ? .vertical : .horizontal }
}
