/// The side of a popover its arrow is on, named as UIKit names `UIPopoverArrowDirection`: the
/// direction the arrow **points**. `up`: the arrow points up at the anchor, so the popover lies
/// below it; `down`: above; `left`: to the right of the anchor; `right`: to its left.
public enum ArrowDirection: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Arrow on the top edge, pointing up; the popover is below the anchor.
    case up
    /// Arrow on the bottom edge, pointing down; the popover is above the anchor.
    case down
    /// Arrow on the left edge, pointing left; the popover is right of the anchor.
    case left
    /// Arrow on the right edge, pointing right; the popover is left of the anchor.
    case right

    /// The order in which the placement tries the sides (STEP 3): UIKit's bit order
    /// (`up` = 1, `down` = 2, `left` = 4, `right` = 8).
    public var order: Int {
        switch self {
        case .up: 0
        case .down: 1
        case .left: 2
        case .right: 3
        }
    }

    /// Whether the arrow is on a horizontal edge (top or bottom): the popover slides along x.
    public var isVertical: Bool { self == .up || self == .down }

    /// Sides order as the placement tries them.
    public static func < (a: ArrowDirection, b: ArrowDirection) -> Bool { a.order < b.order }

    /// The four directions (`UIPopoverArrowDirectionAny`).
    public static let any: Set<ArrowDirection> = Set(allCases)

    /// What bar button item presentation allows (POP-09).
    public static let vertical: Set<ArrowDirection> = [.up, .down]
}
