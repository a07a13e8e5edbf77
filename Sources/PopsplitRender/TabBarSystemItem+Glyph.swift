import PopsplitModel

/// The glyph of a system tab bar item (``TabBarSystemItem``, protocol.md section 12.2), drawn as
/// simple shapes in a 30 x 30 icon box: stars for favorites, featured and top rated, a clock for
/// recents, history and most recent, a person for contacts, an open book for bookmarks, a
/// magnifying glass for search, an arrow into a tray for downloads, bars for most viewed, three
/// dots for more. An item is a system item by its `systemItem` attribute, else by its title when
/// the title is one of the system items' (UIKit gives a system item its title: "Favorites",
/// "Featured", "Top Rated" ...); any other item draws the neutral icon, a rounded square.
extension TabBarSystemItem {
    /// A five-pointed star of radius 1 around (0, 0), point up: outer and inner (0.42) corners.
    static let star: [(Double, Double)] = [
        (0, -1.0), (0.2469, -0.3398), (0.9511, -0.309), (0.3994, 0.1298), (0.5878, 0.809), (0, 0.42), (-0.5878, 0.809), (-0.3994, 0.1298), (-0.9511, -0.309),
        (-0.2469, -0.3398),
    ]

    /// The system item a tab bar item node shows: its `systemItem` attribute, else its title.
    static func of(_ node: LayoutNode) -> TabBarSystemItem? {
        if let name = node.string(.systemItem) { return TabBarSystemItem(rawValue: name) }
        guard let title = node.string(.title) else { return nil }
        return allCases.first { $0.title == title }
    }

    /// Draws the glyph in `box` (30 x 30) in `fill`.
    func draw(in box: Rect, fill: String, on c: inout SVGCanvas) {
        let cx = box.midX
        let cy = box.midY
        let r = box.width / 2
        switch self {
        case .favorites, .featured, .topRated:
            c.polygon(TabBarSystemItem.star.map { Point(x: cx + $0.0 * r, y: cy + 1 + $0.1 * r) }, fill: fill)
        case .recents, .history, .mostRecent:
            c.circle(Point(x: cx, y: cy), radius: r - 1, fill: fill)
            c.line(from: Point(x: cx, y: cy), to: Point(x: cx, y: cy - r * 0.65), stroke: "#000000", width: 2.5)
            c.line(from: Point(x: cx, y: cy), to: Point(x: cx + r * 0.5, y: cy), stroke: "#000000", width: 2.5)
        case .contacts:
            c.circle(Point(x: cx, y: cy - r * 0.35), radius: r * 0.4, fill: fill)
            let d =
                "M\(c.n(cx - r * 0.8)) \(c.n(box.maxY)) Q\(c.n(cx - r * 0.8)) \(c.n(cy + r * 0.1)) \(c.n(cx)) \(c.n(cy + r * 0.1)) Q\(c.n(cx + r * 0.8)) \(c.n(cy + r * 0.1)) \(c.n(cx + r * 0.8)) \(c.n(box.maxY)) Z"
            c.path(d, fill: fill)
        case .bookmarks:
            c.polygon(
                [
                    Point(x: cx - 1, y: cy - r * 0.6), Point(x: box.minX + 1, y: cy - r * 0.8), Point(x: box.minX + 1, y: cy + r * 0.7),
                    Point(x: cx - 1, y: cy + r * 0.9),
                ],
                fill: fill)
            c.polygon(
                [
                    Point(x: cx + 1, y: cy - r * 0.6), Point(x: box.maxX - 1, y: cy - r * 0.8), Point(x: box.maxX - 1, y: cy + r * 0.7),
                    Point(x: cx + 1, y: cy + r * 0.9),
                ],
                fill: fill)
        case .search:
            c.circle(Point(x: cx - r * 0.2, y: cy - r * 0.2), radius: r * 0.5, fill: "none", stroke: fill, strokeWidth: 3.5)
            c.line(from: Point(x: cx + r * 0.15, y: cy + r * 0.15), to: Point(x: cx + r * 0.8, y: cy + r * 0.8), stroke: fill, width: 5)
        case .downloads:
            c.polygon(
                [
                    Point(x: cx - r * 0.25, y: box.minY), Point(x: cx + r * 0.25, y: box.minY), Point(x: cx + r * 0.25, y: cy - r * 0.1),
                    Point(x: cx + r * 0.6, y: cy - r * 0.1), Point(x: cx, y: cy + r * 0.5), Point(x: cx - r * 0.6, y: cy - r * 0.1),
                    Point(x: cx - r * 0.25, y: cy - r * 0.1),
                ], fill: fill)
            c.rect(Rect(x: box.minX + 2, y: cy + r * 0.65, width: box.width - 4, height: r * 0.3), fill: fill, radius: 1)
        case .mostViewed:
            for (i, height) in [0.6, 1.0, 1.4].enumerated() {
                let w = r * 0.45
                let x = box.minX + 3 + Double(i) * (w + r * 0.2)
                c.rect(Rect(x: x, y: box.maxY - r * height, width: w, height: r * height), fill: fill, radius: 1)
            }
        case .more:
            for i in -1...1 {
                c.circle(Point(x: cx + Double(i) * r * 0.62, y: cy), radius: r * 0.2, fill: fill)
            }
        }
    }
}
