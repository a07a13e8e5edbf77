import PopsplitModel

/// The geometry the placement properties read off a candidate, named by the arrow's edge:
/// "along" is the axis the arrow's edge runs on (x for up and down), "across" the other one.
enum PlacementGeometry {
    /// The slack allowed on containment and equalities of computed positions.
    static let slack = 1e-9
    /// The slack allowed on the arrow's corner clearance.
    static let clearanceSlack = 1e-6

    /// Whether `inner` lies inside `outer`, edges included, give or take `slack`.
    static func contains(_ outer: Rect, _ inner: Rect, slack: Double = slack) -> Bool {
        inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack
            && inner.minY >= outer.minY - slack && inner.maxY <= outer.maxY + slack
            && inner.width >= 0 && inner.height >= 0
    }

    /// Whether `a` and `b` are equal give or take `slack`.
    static func close(_ a: Double, _ b: Double, slack: Double = slack) -> Bool {
        abs(a - b) <= slack
    }

    /// The tip's coordinate along the arrow's edge.
    static func tipAlong(_ c: PlacementCandidate) -> Double {
        c.direction.isVertical ? c.arrowTip.x : c.arrowTip.y
    }

    /// The tip's coordinate across the arrow's edge.
    static func tipAcross(_ c: PlacementCandidate) -> Double {
        c.direction.isVertical ? c.arrowTip.y : c.arrowTip.x
    }

    /// The two ends of `rect` along the arrow's edge for `side`.
    static func alongRange(_ rect: Rect, _ side: ArrowDirection) -> (min: Double, max: Double) {
        side.isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// The two ends of `rect` across the arrow's edge for `side`.
    static func acrossRange(_ rect: Rect, _ side: ArrowDirection) -> (min: Double, max: Double) {
        side.isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The frame's edge that carries the arrow: the top edge for up, bottom for down, left for
    /// left, right for right.
    static func arrowEdge(of frame: Rect, _ side: ArrowDirection) -> Double {
        switch side {
        case .up: frame.minY
        case .down: frame.maxY
        case .left: frame.minX
        case .right: frame.maxX
        }
    }

    /// The anchor's edge facing a popover with its arrow on `side`: its bottom for up (the popover
    /// is below), its top for down, its right for left, its left for right.
    static func facingEdge(of anchor: Rect, _ side: ArrowDirection) -> Double {
        switch side {
        case .up: anchor.maxY
        case .down: anchor.minY
        case .left: anchor.maxX
        case .right: anchor.minX
        }
    }

    /// The area's side facing away from the anchor (where a shrunk popover runs out of room).
    static func farEdge(of area: Rect, _ side: ArrowDirection) -> Double {
        switch side {
        case .up: area.maxY
        case .down: area.minY
        case .left: area.maxX
        case .right: area.minX
        }
    }

    /// The frame's side opposite the arrow.
    static func backEdge(of frame: Rect, _ side: ArrowDirection) -> Double {
        switch side {
        case .up: frame.maxY
        case .down: frame.minY
        case .left: frame.maxX
        case .right: frame.minX
        }
    }

    /// The least distance the arrow's centre keeps from either end of its edge (POP-12):
    /// `cornerClearance + arrowBase / 2`, or half the edge when the edge is shorter than twice that.
    static func endDistance(_ c: PlacementCandidate, metrics: PopoverBackgroundMetrics) -> Double {
        let edge = alongRange(c.frame, c.direction)
        return min(metrics.cornerClearance + metrics.arrowBase / 2, max(0, ((edge.max - edge.min - 1) / 2).rounded(.down)))
    }

    /// The content size asked for on `side`'s axes: (across, along).
    static func wanted(_ request: PlacementRequest, _ side: ArrowDirection) -> (across: Double, along: Double) {
        let w = max(0, request.contentSize.width)
        let h = max(0, request.contentSize.height)
        return side.isVertical ? (h, w) : (w, h)
    }

    /// The content shown on `side`'s axes: (across, along).
    static func shown(_ c: PlacementCandidate) -> (across: Double, along: Double) {
        c.direction.isVertical ? (c.contentFrame.height, c.contentFrame.width) : (c.contentFrame.width, c.contentFrame.height)
    }
}
