/// popsplit's popover placement (POP-09..13): one deterministic, pure function. Apple never
/// published UIKit's; this one is documented step by step in protocol.md section 9.9, and the STEP
/// numbers below are the same as there. Window coordinates, points, y down.
public enum PopoverPlacement {
    /// `popoverLayoutMargins`' default: 10 on every side (POP-11).
    public static let defaultMargins = EdgeInsets(all: 10)
    /// The smallest content the placement shrinks to before it reports `meetsMinimum: false`.
    public static let minimumContentSize = Size(width: 200, height: 100)

    /// Places a popover (STEPS 1-7).
    public static func place(_ request: PlacementRequest) -> PlacementResult {
        // STEP 1: the area. Bounds (screen less status bar and keyboard) inset by the margins. Margins
        // that leave less than the chrome plus the minimum content on an axis are ignored on that axis.
        let m = request.metrics
        let chromeW = m.contentInsets.left + m.contentInsets.right + m.arrowHeight + minimumContentSize.width
        let chromeH = m.contentInsets.top + m.contentInsets.bottom + m.arrowHeight + minimumContentSize.height
        var area = request.bounds.inset(by: request.margins)
        var marginsIgnored = false
        if area.width < chromeW {
            area = Rect(x: request.bounds.minX, y: area.minY, width: request.bounds.width, height: area.height)
            marginsIgnored = true
        }
        if area.height < chromeH {
            area = Rect(x: area.minX, y: request.bounds.minY, width: area.width, height: request.bounds.height)
            marginsIgnored = true
        }
        area = Rect(x: area.minX, y: area.minY, width: max(0, area.width), height: max(0, area.height))
        // STEPS 2-5 for each side, in the order up, down, left, right (STEP 3).
        var candidates = ArrowDirection.allCases.sorted().map { side in
            candidate(side, request: request, area: area)
        }
        // STEP 6: rank the permitted sides; the best key wins, ties go to the earlier side.
        let permitted = candidates.indices.filter { candidates[$0].permitted }
        let ranked = permitted.sorted { a, b in
            let ka = candidates[a].key
            let kb = candidates[b].key
            return ka.lexicographicallyPrecedes(kb) == false && ka != kb
        }
        for (position, i) in ranked.enumerated() { candidates[i].rank = position + 1 }
        let best = ranked.first.map { candidates[$0] } ?? candidates[0]
        for i in candidates.indices where candidates[i].rank != 1 {
            candidates[i].reason = lossReason(candidates[i], against: best)
        }
        let chosen = candidates.first { $0.rank == 1 } ?? best
        return PlacementResult(chosen: chosen, candidates: candidates, area: area, marginsIgnored: marginsIgnored)
    }

    /// STEPS 2-5 for one side.
    static func candidate(_ side: ArrowDirection, request: PlacementRequest, area: Rect) -> PlacementCandidate {
        let m = request.metrics
        let insets = m.contentInsets
        let anchor = request.anchor
        let want = Size(width: max(0, request.contentSize.width), height: max(0, request.contentSize.height))
        let chromeAcross = side.isVertical ? insets.top + insets.bottom : insets.left + insets.right
        let chromeAlong = side.isVertical ? insets.left + insets.right : insets.top + insets.bottom
        let chrome = chromeAcross + m.arrowHeight
        // STEP 2: the tip's position across the edge: the anchor's edge facing the popover, kept
        // where at least the chrome fits between it and the area's far side.
        let (edge, low, high): (Double, Double, Double)
        switch side {
        case .up: (edge, low, high) = (anchor.maxY, area.minY, area.maxY - chrome)
        case .down: (edge, low, high) = (anchor.minY, area.minY + chrome, area.maxY)
        case .left: (edge, low, high) = (anchor.maxX, area.minX, area.maxX - chrome)
        case .right: (edge, low, high) = (anchor.minX, area.minX + chrome, area.maxX)
        }
        let tipAcross = clamp(edge, low, max(low, high))
        // STEP 4 (first half): the tip's position along the edge: the anchor's centre, kept where
        // the arrow's base stays clear of the popover's corners.
        let alongMin = side.isVertical ? area.minX : area.minY
        let alongMax = side.isVertical ? area.maxX : area.maxY
        let anchorMin = side.isVertical ? anchor.minX : anchor.minY
        let anchorMax = side.isVertical ? anchor.maxX : anchor.maxY
        // STEP 5: the content that fits: the requested size, shrunk to the room on this side.
        let roomAcross: Double
        switch side {
        case .up, .left: roomAcross = (side == .up ? area.maxY : area.maxX) - tipAcross - chrome
        case .down, .right: roomAcross = tipAcross - (side == .down ? area.minY : area.minX) - chrome
        }
        let roomAlong = (alongMax - alongMin) - chromeAlong
        let wantAcross = side.isVertical ? want.height : want.width
        let wantAlong = side.isVertical ? want.width : want.height
        let shownAcross = max(0, min(wantAcross, roomAcross.rounded(.down)))
        let shownAlong = max(0, min(wantAlong, roomAlong.rounded(.down)))
        let lengthAlong = shownAlong + chromeAlong
        // The arrow keeps `arrowEndDistance` from both ends; on an edge too short for that it keeps
        // `floor((L - 1) / 2)`, which leaves room for a whole-point origin.
        let end = min(m.arrowEndDistance, max(0, ((lengthAlong - 1) / 2).rounded(.down)))
        let tipAlong = clamp((anchorMin + anchorMax) / 2, alongMin + end, max(alongMin + end, alongMax - end))
        let attached = tipAcross == edge && tipAlong >= anchorMin && tipAlong <= anchorMax
        // STEP 4 (second half): centre the popover on the tip, slide it inside the area, round its
        // origin to whole points; the arrow offset is what the slide left between tip and centre.
        // The origin may lie between `low` and `high`: inside the area, and with the arrow `end` from
        // both ends. A whole point is taken when the range holds one.
        let first = max(alongMin, tipAlong - lengthAlong + end)
        let last = max(first, min(alongMax - lengthAlong, tipAlong - end))
        let ideal = (tipAlong - lengthAlong / 2).rounded()
        let start =
            first.rounded(.up) <= last.rounded(.down)
            ? clamp(ideal, first.rounded(.up), last.rounded(.down)) : clamp(ideal, first, last)
        let offset = tipAlong - (start + lengthAlong / 2)
        let lengthAcross = shownAcross + chrome
        let frame: Rect
        let content: Rect
        let tip: Point
        switch side {
        case .up:
            frame = Rect(x: start, y: tipAcross, width: lengthAlong, height: lengthAcross)
            content = Rect(x: start + insets.left, y: tipAcross + m.arrowHeight + insets.top, width: shownAlong, height: shownAcross)
            tip = Point(x: tipAlong, y: tipAcross)
        case .down:
            frame = Rect(x: start, y: tipAcross - lengthAcross, width: lengthAlong, height: lengthAcross)
            content = Rect(x: start + insets.left, y: frame.minY + insets.top, width: shownAlong, height: shownAcross)
            tip = Point(x: tipAlong, y: tipAcross)
        case .left:
            frame = Rect(x: tipAcross, y: start, width: lengthAcross, height: lengthAlong)
            content = Rect(x: tipAcross + m.arrowHeight + insets.left, y: start + insets.top, width: shownAcross, height: shownAlong)
            tip = Point(x: tipAcross, y: tipAlong)
        case .right:
            frame = Rect(x: tipAcross - lengthAcross, y: start, width: lengthAcross, height: lengthAlong)
            content = Rect(x: frame.minX + insets.left, y: start + insets.top, width: shownAcross, height: shownAlong)
            tip = Point(x: tipAcross, y: tipAlong)
        }
        let shown = content.size
        let meets =
            shown.width >= min(want.width, minimumContentSize.width)
            && shown.height >= min(want.height, minimumContentSize.height)
        let shrunk = shown.width < want.width || shown.height < want.height
        return PlacementCandidate(
            direction: side, permitted: request.permitted.contains(side), frame: frame, contentFrame: content,
            arrowTip: tip, arrowOffset: offset, attached: attached, meetsMinimum: meets, fits: !shrunk && attached,
            shrunk: shrunk, area: shown.width * shown.height, rank: 0, reason: nil)
    }

    /// STEP 7: why `loser` ranks below `winner`: the first key of STEP 6 on which it is worse.
    static func lossReason(_ loser: PlacementCandidate, against winner: PlacementCandidate) -> String {
        if !loser.permitted { return "not permitted" }
        if winner.attached && !loser.attached { return "the arrow cannot reach the anchor from this side" }
        if winner.meetsMinimum && !loser.meetsMinimum { return "the content would be smaller than the minimum" }
        if winner.fits && !loser.fits { return "the content would have to shrink" }
        if winner.area > loser.area {
            return "shows less content (\(Rect.format(loser.area)) < \(Rect.format(winner.area)) square points)"
        }
        return "as good, but tried after \(winner.direction.rawValue)"
    }

    /// `value` kept within `low...high` (`low` wins when they cross).
    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(value, high))
    }
}
