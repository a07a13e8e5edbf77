/// Which child of a split view controller a replace segue swaps (SPL-15; Xcode's "Destination:
/// Master Split / Detail Split"; seed 001: "either of the split view controller's child view
/// controllers").
public enum SplitChild: String, Sendable, Equatable, CaseIterable {
    /// The first child: the master.
    case master
    /// The second child: the detail (the default, and the typical use).
    case detail

    /// The child's position in the split view controller's children.
    var position: Int {
        switch self {
        case .master: 0
        case .detail: 1
        }
    }
}
