import PopsplitModel

/// Swift source for placement values, so a failing generated case can be pasted straight into a
/// worked example: numbers in full precision, integers without a fraction.
enum PlacementLiteral {
    /// A number: `12`, `12.25`, `-0.125`.
    static func number(_ v: Double) -> String {
        if v.rounded() == v, abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// `Rect(x: ..., y: ..., width: ..., height: ...)`.
    static func rect(_ r: Rect) -> String {
        "Rect(x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)))"
    }

    /// `Size(width: ..., height: ...)`.
    static func size(_ s: Size) -> String {
        "Size(width: \(number(s.width)), height: \(number(s.height)))"
    }

    /// `Point(x: ..., y: ...)`.
    static func point(_ p: Point) -> String {
        "Point(x: \(number(p.x)), y: \(number(p.y)))"
    }

    /// `EdgeInsets(all: ...)` or `EdgeInsets(top: ..., left: ..., bottom: ..., right: ...)`.
    static func insets(_ i: EdgeInsets) -> String {
        if i.top == i.left, i.left == i.bottom, i.bottom == i.right { return "EdgeInsets(all: \(number(i.top)))" }
        return "EdgeInsets(top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)))"
    }

    /// `[.up, .left]`, in the order the placement tries the sides.
    static func directions(_ set: Set<ArrowDirection>) -> String {
        "[" + set.sorted().map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// `.iOS6` or `PopoverBackgroundMetrics(...)`.
    static func metrics(_ m: PopoverBackgroundMetrics) -> String {
        if m == .iOS6 { return ".iOS6" }
        return "PopoverBackgroundMetrics(arrowHeight: \(number(m.arrowHeight)), arrowBase: \(number(m.arrowBase)), "
            + "contentInsets: \(insets(m.contentInsets)), cornerClearance: \(number(m.cornerClearance)))"
    }

    /// The whole request as a `PlacementRequest(...)` expression.
    static func request(_ r: PlacementRequest) -> String {
        "PlacementRequest(anchor: \(rect(r.anchor)), contentSize: \(size(r.contentSize)), "
            + "permitted: \(directions(r.permitted)), bounds: \(rect(r.bounds)), "
            + "margins: \(insets(r.margins)), metrics: \(metrics(r.metrics)))"
    }

    /// One candidate, every field.
    static func candidate(_ c: PlacementCandidate) -> String {
        "\(c.direction.rawValue): permitted \(c.permitted), frame \(rect(c.frame)), content \(rect(c.contentFrame)), "
            + "tip \(point(c.arrowTip)), arrowOffset \(number(c.arrowOffset)), attached \(c.attached), "
            + "meetsMinimum \(c.meetsMinimum), fits \(c.fits), shrunk \(c.shrunk), area \(number(c.area)), "
            + "rank \(c.rank), reason \(c.reason.map { "\"\($0)\"" } ?? "nil")"
    }

    /// The result: area, margins, chosen side, and the four candidates, one a line.
    static func result(_ r: PlacementResult) -> String {
        (["area \(rect(r.area)), marginsIgnored \(r.marginsIgnored), chosen \(r.chosen.direction.rawValue)"]
            + r.candidates.map { "  " + candidate($0) }).joined(separator: "\n")
    }
}
