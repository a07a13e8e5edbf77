/// The geometry of a popover's background view (UIKit's `UIPopoverBackgroundView` class
/// methods, POP-12). Apple never published the iOS 6 values: these defaults are popsplit's
/// choice, documented in protocol.md section 9.9, and a popover may carry its own.
public struct PopoverBackgroundMetrics: Sendable, Hashable {
    /// `arrowHeight`: from the arrow's base to its tip.
    public var arrowHeight: Double
    /// `arrowBase`: the length of the arrow's base along the edge.
    public var arrowBase: Double
    /// `contentViewInsets`: from the background's edge (arrow excluded) to the content's edge.
    public var contentInsets: EdgeInsets
    /// How close the arrow's base may come to a corner of the background: the arrow's centre stays
    /// at least `cornerClearance + arrowBase / 2` from either end of its edge.
    public var cornerClearance: Double
    /// iOS 6's class method `wantsDefaultContentAppearance` (POP-33): `true` (UIKit's default)
    /// gives the content rounded corners and the frame's subtle shadow on it; a background that
    /// returns NO turns both off (seed 001). popsplit draws the corners (the shadow is too faint to
    /// draw at a picture's scale).
    public var wantsDefaultContentAppearance: Bool

    /// Metrics from their values.
    public init(
        arrowHeight: Double, arrowBase: Double, contentInsets: EdgeInsets, cornerClearance: Double, wantsDefaultContentAppearance: Bool = true
    ) {
        self.arrowHeight = arrowHeight
        self.arrowBase = arrowBase
        self.contentInsets = contentInsets
        self.cornerClearance = cornerClearance
        self.wantsDefaultContentAppearance = wantsDefaultContentAppearance
    }

    /// popsplit's iOS 6 defaults: arrow 20 high on a 40 base, content 8 inside the border on every
    /// side, the arrow's base 10 clear of the corners.
    public static let iOS6 = PopoverBackgroundMetrics(
        arrowHeight: 20, arrowBase: 40, contentInsets: EdgeInsets(all: 8), cornerClearance: 10)

    /// The least distance from either end of the arrow's edge to the arrow's centre.
    public var arrowEndDistance: Double { cornerClearance + arrowBase / 2 }
}
