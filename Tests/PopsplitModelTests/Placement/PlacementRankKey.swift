import PopsplitModel

/// The ranking key of STEP 6, rebuilt from the documented rule rather than taken from the model:
/// attached, meets the minimum, fits, content area, then the earlier side in the order up, down,
/// left, right. A greater key is a better candidate.
struct PlacementRankKey: Comparable, CustomStringConvertible {
    /// Whether the arrow reaches the anchor.
    var attached: Bool
    /// Whether the content is at least the minimum size.
    var meetsMinimum: Bool
    /// Whether the whole content shows with the arrow attached.
    var fits: Bool
    /// The content's area in square points.
    var area: Double
    /// The side's place in the order the sides are tried (up first).
    var order: Int

    /// The key of `candidate`.
    init(_ candidate: PlacementCandidate) {
        attached = candidate.attached
        meetsMinimum = candidate.meetsMinimum
        fits = candidate.fits
        area = candidate.area
        order = candidate.direction.order
    }

    /// Lexicographic on the five keys; `false < true`, and an earlier side is better (greater).
    static func < (a: PlacementRankKey, b: PlacementRankKey) -> Bool {
        if a.attached != b.attached { return !a.attached }
        if a.meetsMinimum != b.meetsMinimum { return !a.meetsMinimum }
        if a.fits != b.fits { return !a.fits }
        if a.area != b.area { return a.area < b.area }
        return a.order > b.order
    }

    /// `(attached, meetsMinimum, fits, area, side order)`.
    var description: String {
        "(attached \(attached), meetsMinimum \(meetsMinimum), fits \(fits), area \(PlacementLiteral.number(area)), order \(order))"
    }
}
