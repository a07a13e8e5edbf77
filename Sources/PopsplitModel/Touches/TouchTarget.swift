/// Where a finger lands (`touch/tap`, `touch/swipe`): a point in window coordinates, or a node of
/// the current layout by id, at its centre or at `offset` from its top-left corner. A node is
/// touched where it is: whatever is in front of it there gets the touch, as on the device.
public enum TouchTarget: Sendable, Equatable {
    /// A point in window coordinates.
    case point(Point)
    /// A layout node, at its centre (`offset` nil) or at `offset` from its frame's origin.
    case node(String, offset: Point?)
}
