import PopsplitModel

/// The placement explanation (`explain`, protocol.md section 12.2): every visible popover's
/// placement area dotted, each permitted candidate dashed and the chosen one solid, each with a
/// label saying where the popover would sit and where its arrow points, and a legend. Labels are
/// boxes placed where they overlap no other label and no chrome (``explanationObstacles``). With
/// no visible popover the group is empty.
extension SVGRenderer {
    /// The rank line's font size.
    static let labelTitleSize: Double = 18
    /// The reason's font size (and the legend's).
    static let labelTextSize: Double = 15
    /// The padding inside a label's box.
    static let labelPadding: Double = 6
    /// The widest a label gets.
    static let labelMaximumWidth: Double = 300
    /// Node kinds a label never covers: bars and their items, titles, controls, popovers.
    static let explanationObstacles: Set<NodeKind> = [
        .statusBar, .view(.navigationBar), .view(.toolbar), .tabBar, .tabBarItem, .title, .barButtonItem, .backButton, .view(.button),
        .view(.label), .view(.searchBar), .view(.textField), .view(.textView), .view(.segmentedControl), .view(.switch), .view(.slider), .popover,
        .keyboard,
    ]

    /// Where a popover of arrow `direction` sits relative to its anchor.
    static func side(of direction: ArrowDirection) -> String {
        switch direction {
        case .up: "below"
        case .down: "above"
        case .left: "right"
        case .right: "left"
        }
    }

    /// A candidate's label lines: `rank. SIDE — arrow DIRECTION`, then why it lost (or "chosen").
    static func labelLines(_ candidate: PlacementCandidate) -> (title: String, reason: [String]) {
        let title = "\(candidate.rank). \(side(of: candidate.direction)) — arrow \(candidate.direction.rawValue)"
        let why = candidate.rank == 1 ? "chosen" : candidate.reason ?? ""
        let reason = wrap(why, width: labelMaximumWidth - 2 * labelPadding, size: labelTextSize, limit: 3)
        return (title, reason)
    }

    /// The width `text` takes at `size` (0.6 of the size per character, 0.64 bold; an em dash 1).
    static func textWidth(_ text: String, size: Double, bold: Bool) -> Double {
        text.reduce(0) { $0 + ($1 == "—" ? 1 : bold ? 0.64 : 0.6) } * size
    }

    /// The overlay.
    func overlays(_ layout: SceneLayout) -> String {
        guard options.explain else { return "" }
        var c = SVGCanvas()
        c.markup += "<g data-id=\"placement\" data-kind=\"explanation\">"
        var taken = layout.nodes.filter { SVGRenderer.explanationObstacles.contains($0.kind) }.map(\.frame)
        let bounds = layout.screen.inset(top: 20, left: 4, bottom: 4, right: 4)
        for id in layout.placements.keys.sorted() {
            guard let placement = layout.placements[id] else { continue }
            c.rect(placement.area, fill: "none", stroke: palette.placeholder, strokeWidth: 1.5, dashArray: "2 4")
            let shown = placement.candidates.filter(\.permitted).sorted { $0.rank < $1.rank }
            for candidate in shown {
                let chosen = candidate.rank == 1
                c.rect(
                    candidate.frame, fill: "none", stroke: chosen ? palette.chosen : palette.candidate, strokeWidth: chosen ? 3 : 1.5, dash: !chosen)
            }
            for candidate in shown {
                let lines = SVGRenderer.labelLines(candidate)
                let size = labelSize(title: lines.title, reason: lines.reason)
                let box = SVGRenderer.placeLabel(size: size, near: candidate.frame, in: bounds, avoiding: taken)
                taken.append(box)
                drawLabel(
                    rank: candidate.rank, title: lines.title, reason: lines.reason, box: box,
                    edge: candidate.rank == 1 ? palette.chosen : palette.candidate, on: &c)
            }
        }
        if !layout.placements.isEmpty {
            let legendText = SVGRenderer.textWidth("other candidates", size: SVGRenderer.labelTextSize, bold: false)
            let legend = Size(width: 50 + legendText + 2 * SVGRenderer.labelPadding, height: 3 * 22 + 2 * SVGRenderer.labelPadding)
            let box = SVGRenderer.placeLabel(size: legend, near: nil, in: bounds, avoiding: taken)
            drawLegend(box, on: &c)
        }
        c.markup += "</g>"
        return c.markup
    }

    /// A label's size: its widest line and its lines' heights, with the padding.
    func labelSize(title: String, reason: [String]) -> Size {
        let widest =
            ([SVGRenderer.textWidth(title, size: SVGRenderer.labelTitleSize, bold: true)]
            + reason.map { SVGRenderer.textWidth($0, size: SVGRenderer.labelTextSize, bold: false) }).max() ?? 0
        let height = SVGRenderer.labelTitleSize + 4 + Double(reason.count) * (SVGRenderer.labelTextSize + 3)
        return Size(
            width: min(SVGRenderer.labelMaximumWidth, widest + 2 * SVGRenderer.labelPadding), height: height + 2 * SVGRenderer.labelPadding)
    }

    /// Where a label of `size` goes: the first place, in a fixed order, inside `bounds` and
    /// overlapping none of `taken`: inside `frame` along its left, right and middle from the top
    /// down, then just outside it (above, below, left, right), then anywhere in `bounds` from the
    /// bottom up (each row's left and right ends first); with no such place, the one overlapping `taken` least. Without a frame (the
    /// legend), anywhere in `bounds` from the bottom up.
    static func placeLabel(size: Size, near frame: Rect?, in bounds: Rect, avoiding taken: [Rect]) -> Rect {
        var tries: [Point] = []
        let w = size.width
        let h = size.height
        if let f = frame {
            var y = f.minY + 6
            while y + h <= f.maxY - 6 {
                tries += [Point(x: f.minX + 6, y: y), Point(x: f.maxX - 6 - w, y: y), Point(x: f.midX - w / 2, y: y)]
                y += 12
            }
            var x = f.minX
            while x + w <= f.maxX {
                tries += [Point(x: x, y: f.minY - 4 - h), Point(x: x, y: f.maxY + 4)]
                x += 16
            }
            var side = f.minY
            while side + h <= f.maxY {
                tries += [Point(x: f.minX - 4 - w, y: side), Point(x: f.maxX + 4, y: side)]
                side += 12
            }
            x = f.minX - w
            while x <= f.maxX {
                tries += [Point(x: x, y: f.minY - 4 - h), Point(x: x, y: f.maxY + 4)]
                x += 16
            }
        }
        var y = bounds.maxY - h - 6
        while y >= bounds.minY {
            tries += [Point(x: bounds.minX, y: y), Point(x: bounds.maxX - w, y: y)]
            var x = bounds.minX + 30
            while x + w <= bounds.maxX - 6 {
                tries.append(Point(x: x, y: y))
                x += 24
            }
            y -= 12
        }
        var best: (box: Rect, overlap: Double)?
        for origin in tries {
            let box = Rect(x: origin.x, y: origin.y, width: w, height: h)
            guard box.minX >= bounds.minX, box.minY >= bounds.minY, box.maxX <= bounds.maxX, box.maxY <= bounds.maxY else { continue }
            let overlap = taken.reduce(0) { $0 + intersection(box, $1) }
            if overlap == 0 { return box }
            if best == nil || overlap < best?.overlap ?? 0 { best = (box, overlap) }
        }
        return best?.box ?? Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
    }

    /// The area two rects share (0 when they only touch).
    static func intersection(_ a: Rect, _ b: Rect) -> Double {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// One candidate's label: a box edged in its colour, the rank line bold, the reason below.
    func drawLabel(rank: Int, title: String, reason: [String], box: Rect, edge: String, on c: inout SVGCanvas) {
        let pad = SVGRenderer.labelPadding
        c.markup += "<g data-label=\"\(rank)\">"
        c.rect(box, fill: palette.content, stroke: edge, radius: 4, strokeWidth: 2, opacity: 0.92)
        let titleY = box.minY + pad + SVGRenderer.labelTitleSize / 2
        c.text(title, at: Point(x: box.minX + pad, y: titleY), size: SVGRenderer.labelTitleSize, fill: palette.text, bold: true, anchor: "start")
        for (i, line) in reason.enumerated() {
            let y = box.minY + pad + SVGRenderer.labelTitleSize + 4 + Double(i) * (SVGRenderer.labelTextSize + 3) + SVGRenderer.labelTextSize / 2
            c.text(line, at: Point(x: box.minX + pad, y: y), size: SVGRenderer.labelTextSize, fill: palette.text, anchor: "start")
        }
        c.markup += "</g>"
    }

    /// The legend: a sample of each outline and what it means.
    func drawLegend(_ box: Rect, on c: inout SVGCanvas) {
        let pad = SVGRenderer.labelPadding
        c.markup += "<g data-label=\"legend\">"
        c.rect(box, fill: palette.content, stroke: palette.placeholder, radius: 4, strokeWidth: 1, opacity: 0.92)
        let rows: [(String, String, Double, String?)] = [
            ("chosen", palette.chosen, 3, nil), ("other candidates", palette.candidate, 1.5, "6 4"), ("placement area", palette.placeholder, 1.5, "2 4"),
        ]
        for (i, row) in rows.enumerated() {
            let y = box.minY + pad + 11 + Double(i) * 22
            c.markup +=
                "<line x1=\"\(c.n(box.minX + pad))\" y1=\"\(c.n(y))\" x2=\"\(c.n(box.minX + pad + 40))\" y2=\"\(c.n(y))\" stroke=\"\(row.1)\" stroke-width=\"\(c.n(row.2))\""
                + (row.3.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
            c.text(row.0, at: Point(x: box.minX + pad + 50, y: y), size: SVGRenderer.labelTextSize, fill: palette.text, anchor: "start")
        }
        c.markup += "</g>"
    }
}
