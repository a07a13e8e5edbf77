import PopsplitModel

/// Builds SVG markup: shapes and text in points (window coordinates), appended to a string.
struct SVGCanvas {
    /// The markup so far.
    var markup = ""

    /// A rect, optionally rounded, filled and stroked.
    mutating func rect(
        _ r: Rect, fill: String, stroke: String? = nil, radius: Double = 0, strokeWidth: Double = 1, dash: Bool = false, dashArray: String? = nil,
        opacity: Double? = nil
    ) {
        markup += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\""
        if radius > 0 { markup += " rx=\"\(n(radius))\"" }
        markup += " fill=\"\(fill)\""
        if let stroke { markup += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"" }
        if let dashArray {
            markup += " stroke-dasharray=\"\(dashArray)\""
        } else if dash {
            markup += " stroke-dasharray=\"6 4\""
        }
        if let opacity { markup += " fill-opacity=\"\(n(opacity))\"" }
        markup += "/>"
    }

    /// Draws what `draw` adds at `opacity` (a `<g opacity>` around it): a disabled item, dimmed.
    mutating func dimmed(_ opacity: Double, _ draw: (inout SVGCanvas) -> Void) {
        markup += "<g opacity=\"\(n(opacity))\">"
        draw(&self)
        markup += "</g>"
    }

    /// A circle, filled and optionally stroked.
    mutating func circle(_ centre: Point, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        markup += "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"\(n(max(0, radius)))\" fill=\"\(fill)\""
        if let stroke { markup += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"" }
        markup += "/>"
    }

    /// A line.
    mutating func line(from a: Point, to b: Point, stroke: String, width: Double = 1) {
        markup += "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"/>"
    }

    /// A closed path through `points`.
    mutating func polygon(_ points: [Point], fill: String, stroke: String? = nil) {
        markup += "<polygon points=\"" + points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ") + "\" fill=\"\(fill)\""
        if let stroke { markup += " stroke=\"\(stroke)\"" }
        markup += "/>"
    }

    /// A path given as SVG path data.
    mutating func path(_ d: String, fill: String, stroke: String? = nil) {
        markup += "<path d=\"\(d)\" fill=\"\(fill)\""
        if let stroke { markup += " stroke=\"\(stroke)\"" }
        markup += "/>"
    }

    /// Text centred on `centre` (or starting at it, with `anchor: "start"`), baseline a third of the
    /// size below the centre; cut to fit `width` at about 0.6 of the size per character.
    mutating func text(
        _ string: String, at centre: Point, size: Double, fill: String, bold: Bool = false,
        anchor: String = "middle", width: Double? = nil
    ) {
        var shown = string
        if let width, width > 0 {
            let fits = Int(width / (size * 0.6) + 1e-9)  // a title that fits exactly is not cut
            // Only what can show is read: at most 8 scalars a character.
            let limit = max(0, fits) * 8 + 16
            if !string.unicodeScalars.dropFirst(limit).isEmpty {
                shown = String(String.UnicodeScalarView(string.unicodeScalars.prefix(limit)))
            }
            if shown.count > fits { shown = fits > 1 ? String(shown.prefix(fits - 1)) + "…" : "" }
        }
        guard !shown.isEmpty else { return }
        markup += "<text x=\"\(n(centre.x))\" y=\"\(n(centre.y + size / 3))\" font-size=\"\(n(size))\""
        if bold { markup += " font-weight=\"bold\"" }
        markup += " text-anchor=\"\(anchor)\" fill=\"\(fill)\">\(SVGText.escape(shown))</text>"
    }

    /// A number for markup.
    func n(_ v: Double) -> String { SVGText.number(v) }
}
