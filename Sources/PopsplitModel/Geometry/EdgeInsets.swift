/// Distances inward from the four edges of a rect, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets from their four numbers.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)

    /// `{top,left,bottom,right}`.
    public var description: String {
        "{\(Rect.format(top)),\(Rect.format(left)),\(Rect.format(bottom)),\(Rect.format(right))}"
    }
}

extension EdgeInsets {
    /// Insets given in the device's portrait orientation (as `popoverLayoutMargins` are) turned
    /// into the interface orientation's window coordinates.
    func interface(_ orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait: self
        case .portraitUpsideDown: EdgeInsets(top: bottom, left: right, bottom: top, right: left)
        case .landscapeLeft: EdgeInsets(top: left, left: bottom, bottom: right, right: top)
        case .landscapeRight: EdgeInsets(top: right, left: top, bottom: left, right: bottom)
        }
    }
}

extension Rect {
    /// This rect shrunk by `insets`.
    func inset(by insets: EdgeInsets) -> Rect {
        inset(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
