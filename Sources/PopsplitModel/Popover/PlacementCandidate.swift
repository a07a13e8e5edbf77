/// One side considered by the placement: where the popover would go with its arrow on that side,
/// and how good that is (protocol.md section 9.9). Rects and points in window coordinates.
public struct PlacementCandidate: Sendable, Hashable {
    /// The arrow's direction for this side.
    public var direction: ArrowDirection
    /// Whether the side is among the permitted directions; a side that is not is listed for
    /// explanation only and never chosen.
    public var permitted: Bool
    /// The popover's frame: background and arrow.
    public var frame: Rect
    /// The content view's frame inside it.
    public var contentFrame: Rect
    /// The arrow's tip.
    public var arrowTip: Point
    /// UIKit's `arrowOffset`: from the centre of the arrow's edge to the arrow's centre (along x for
    /// up and down, negative = left; along y for left and right, negative = up).
    public var arrowOffset: Double
    /// Whether the arrow's tip lies on the anchor's edge facing the popover (STEP 4). `false`: the
    /// anchor is out of the arrow's reach and the arrow is detached from it.
    public var attached: Bool
    /// Whether the content is at least ``PopoverPlacement/minimumContentSize`` on both axes.
    public var meetsMinimum: Bool
    /// Whether the whole requested content size is shown (nothing shrunk, arrow attached).
    public var fits: Bool
    /// Whether the content had to be made smaller than requested (STEP 5).
    public var shrunk: Bool
    /// The content area shown, in square points (the fourth key of the ranking).
    public var area: Double
    /// 1 for the chosen side, 2, 3 ... for the others by the ranking; 0 for a side not permitted.
    public var rank: Int
    /// Why this side lost to the chosen one (`nil` for the chosen side).
    public var reason: String?

    /// The ranking key, best first: attached, meets the minimum, fits, area, then the earlier side
    /// in the order up, down, left, right (STEP 6).
    var key: [Double] {
        [attached ? 1 : 0, meetsMinimum ? 1 : 0, fits ? 1 : 0, area, Double(-direction.order)]
    }
}
