/// Where a versatile split view's panes go (SVC-03, SVC-04, SVC-07): a pure function of its
/// options, the area the panes share and the split point. popsplit's choices where seed 003 is
/// silent are documented in protocol.md section 9.11.
public struct VersatileSplitGeometry: Sendable, Equatable {
    /// The side pane's share of the golden ratio (seed 003: side 384 : main 620).
    public static let goldenSide: Double = 384
    /// The main pane's share of the golden ratio.
    public static let goldenMain: Double = 620
    /// The least extent along the axis of the area a drag can grab around a thin splitter (44 pt,
    /// Apple's smallest touch target).
    public static let grabExtent: Double = 44

    /// The split view's settings.
    public let options: VersatileSplitOptions
    /// The area the panes share (the split view's frame less its toolbar), window coordinates.
    public let area: Rect

    /// The geometry of `options` in `area`.
    public init(options: VersatileSplitOptions, area: Rect) {
        self.options = options
        self.area = area
    }

    /// The area's extent along the axis (its width for a vertical split).
    public var length: Double { options.axis == .vertical ? area.width : area.height }
    /// The splitter's width, never more than the area.
    public var splitterWidth: Double { min(max(0, options.splitterWidth), length) }
    /// Whether the side pane comes after the main pane along the axis.
    var sideAfter: Bool { options.sideViewPosition.isAfterMain }

    /// The default split point: the side gets 384 / 1004 of what the splitter leaves, rounded to
    /// a point (full-screen landscape, 1024 wide: side 391, main 632; portrait: side 293, main 474).
    public var defaultSplitPoint: Double {
        let side = (max(0, length - splitterWidth) * Self.goldenSide / (Self.goldenSide + Self.goldenMain)).rounded()
        return sideAfter ? length - side - splitterWidth / 2 : side + splitterWidth / 2
    }

    /// `point` kept where the splitter stays inside the area.
    public func clamped(_ point: Double) -> Double {
        min(max(point, splitterWidth / 2), max(splitterWidth / 2, length - splitterWidth / 2))
    }

    /// The split points a drag may reach: both panes at least `minimumPaneSize`; `nil` when the
    /// area is too small for that.
    public var dragRange: ClosedRange<Double>? {
        let low = options.minimumPaneSize + splitterWidth / 2
        let high = length - options.minimumPaneSize - splitterWidth / 2
        return low <= high ? low...high : nil
    }

    /// The side pane's extent along the axis at split point `point`.
    public func sideLength(at point: Double) -> Double {
        max(0, sideAfter ? length - point - splitterWidth / 2 : point - splitterWidth / 2)
    }

    /// The rect from `start` (an offset along the axis from the area's origin) of `extent`.
    func segment(_ start: Double, _ extent: Double) -> Rect {
        options.axis == .vertical
            ? Rect(x: area.minX + start, y: area.minY, width: extent, height: area.height)
            : Rect(x: area.minX, y: area.minY + start, width: area.width, height: extent)
    }

    /// The side pane, the splitter and the main pane with the side shown as a pane at `point`.
    public func panes(at point: Double) -> (side: Rect, splitter: Rect, main: Rect) {
        let side = sideLength(at: point)
        let w = splitterWidth
        let main = max(0, length - side - w)
        return sideAfter
            ? (segment(main + w, side), segment(main, w), segment(0, main))
            : (segment(0, side), segment(side, w), segment(side + w, main))
    }

    /// The panes with the side slid in (SVC-07, `slideIn`): the side and splitter as at `point`,
    /// the main pane pushed aside, keeping the whole area's extent.
    public func slidIn(at point: Double) -> (side: Rect, splitter: Rect, main: Rect) {
        let (side, splitter, _) = panes(at: point)
        let shift = sideLength(at: point) + splitterWidth
        return (side, splitter, segment(sideAfter ? -shift : shift, length))
    }

    /// The area a drag can start in: the splitter, widened to ``grabExtent`` along the axis.
    public func grabArea(at point: Double) -> Rect {
        let extent = max(splitterWidth, Self.grabExtent)
        return segment(point - extent / 2, extent)
    }

    /// The coordinate of window point `p` along the axis, in the area.
    public func offset(of p: Point) -> Double { options.axis == .vertical ? p.x - area.minX : p.y - area.minY }

    /// The edge of the slid-over side pane that faces the main view (`right` for a left side).
    public var facingEdge: SideViewPosition {
        switch options.sideViewPosition {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }
}
