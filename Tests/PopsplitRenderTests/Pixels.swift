import Foundation
import PopsplitRaster
import PopsplitRender
import PopsplitService
import Testing

/// An opaque colour, 0...255 per channel.
struct RGB: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int

    /// A colour.
    init(_ r: Int, _ g: Int, _ b: Int) { (self.r, self.g, self.b) = (r, g, b) }

    /// `#RRGGBB` or `#RRGGBBAA` (the alpha is dropped; see ``alpha(ofHex:)``).
    init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9, let value = UInt32(hex.dropFirst().prefix(6), radix: 16) else { return nil }
        (r, g, b) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }

    /// The alpha of `#RRGGBBAA` as 0...1 (1 for `#RRGGBB`).
    static func alpha(ofHex hex: String) -> Double? {
        guard hex.count == 9 else { return hex.count == 7 ? 1 : nil }
        return UInt8(hex.suffix(2), radix: 16).map { Double($0) / 255 }
    }

    /// Within `tolerance` of `other` on every channel.
    func near(_ other: RGB, _ tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    /// The largest channel difference.
    func distance(_ other: RGB) -> Int { max(abs(r - other.r), abs(g - other.g), abs(b - other.b)) }

    /// Black over this colour with `alpha` (`#000000` + alpha, as the dimming view): each channel
    /// times 1 - alpha, rounded.
    func darkened(by alpha: Double) -> RGB {
        RGB(Int((Double(r) * (1 - alpha)).rounded()), Int((Double(g) * (1 - alpha)).rounded()), Int((Double(b) * (1 - alpha)).rounded()))
    }

    /// Whether this colour lies in the box spanned by `a` and `b`, widened by `slack`.
    func between(_ a: RGB, _ b: RGB, slack: Int) -> Bool {
        func inside(_ v: Int, _ x: Int, _ y: Int) -> Bool { v >= min(x, y) - slack && v <= max(x, y) + slack }
        return inside(r, a.r, b.r) && inside(g, a.g, b.g) && inside(self.b, a.b, b.b)
    }

    var description: String { String(format: "#%02X%02X%02X", r, g, b) }
}

extension PixelImage {
    /// The opaque colour at (`x`, `y`) (the picture's pixels are opaque: the screen is filled).
    func colour(_ x: Int, _ y: Int) -> RGB? {
        rgba(x, y).map { RGB(Int($0.r), Int($0.g), Int($0.b)) }
    }

    /// How many distinct colours it has, counting up to `limit`.
    func distinctColours(limit: Int = 64) -> Int {
        var seen = Set<UInt32>()
        for value in argb {
            seen.insert(value)
            if seen.count >= limit { break }
        }
        return seen.count
    }
}

/// Rasterising pictures through PopsplitRaster (librsvg and cairo, as `popsplit render --format png`).
enum Raster {
    /// The rasteriser; a missing library fails the test with the message naming the package
    /// (bash scripts/setup.sh installs it).
    static func rasterizer() throws -> PNGRasterizer {
        switch PNGRasterizer.load() {
        case .success(let loaded): return loaded
        case .failure(let error): throw FixtureError("\(error.message) (bash scripts/setup.sh installs it)")
        }
    }

    /// The PNG of a picture at its own size.
    static func png(_ picture: (content: String, width: Double, height: Double)) throws -> [UInt8] {
        try rasterizer().png(svg: picture.content, width: Int(picture.width.rounded()), height: Int(picture.height.rounded())).get()
    }

    /// The pixels of a picture at its own size.
    static func pixels(_ picture: (content: String, width: Double, height: Double)) throws -> PixelImage {
        try rasterizer().pixels(png: png(picture)).get()
    }

    /// The pixels of a PNG file's bytes.
    static func pixels(png: [UInt8]) throws -> PixelImage {
        try rasterizer().pixels(png: png).get()
    }
}

/// Where a picture's checked pixels are and what they must be: shared by the librsvg tests and the
/// headless Chromium test, which must agree with them.
enum CheckedPixels {
    /// The status bar's pixel (ROT-01): black, clear of its texts.
    static let statusBar = (x: 100, y: 10)
    /// A dimmed pixel behind the landscape form sheet (`form-sheet--landscape`: the sheet is
    /// [242, 84, 540, 620]; this point is left of it, on the table behind).
    static let dimmed = (x: 60, y: 700)
    /// `#00000066`, the light theme's dimming (protocol.md section 12.2).
    static let dimmingAlpha = 102.0 / 255

    /// The popover node `id`'s arrow in a layout: its tip, its direction, and the pixel just
    /// inside the tip along the arrow (3 pixels in) and just outside it (2 pixels beyond).
    struct Arrow {
        var tip: (x: Double, y: Double)
        var direction: String
        var anchor: Frame
        var frame: Frame

        /// The pixel just inside the tip: 3 pt into the arrow from the tip, on its axis.
        var inside: (x: Int, y: Int) { step(3) }
        /// The pixel just beyond the tip, on the anchor's side (2 pt out).
        var outside: (x: Int, y: Int) { step(-2) }

        /// The pixel `d` points from the tip into the arrow (negative: away from it). A tip on a
        /// whole point lies on a pixel corner: the pixel whose centre is on the axis is chosen.
        func step(_ d: Double) -> (x: Int, y: Int) {
            let (dx, dy): (Double, Double)
            switch direction {
            case "up": (dx, dy) = (0, d)
            case "down": (dx, dy) = (0, -d)
            case "left": (dx, dy) = (d, 0)
            default: (dx, dy) = (-d, 0)
            }
            let x = tip.x + dx
            let y = tip.y + dy
            let vertical = direction == "up" || direction == "down"
            return (Int((vertical ? x : x - 0.5).rounded(.down)), Int((vertical ? y - 0.5 : y).rounded(.down)))
        }
    }

    /// The arrow of popover node `id` in layout params.
    static func arrow(_ id: String, in layout: [String: Any]) throws -> Arrow {
        let nodes = try #require(layout["nodes"] as? [[String: Any]])
        let node = try #require(nodes.first { $0["id"] as? String == id }, "no node \(id)")
        let attributes = try #require(node["attributes"] as? [String: Any])
        let tip = try #require((attributes["arrowTip"] as? [NSNumber])?.map(\.doubleValue))
        return Arrow(
            tip: (tip[0], tip[1]), direction: try #require(attributes["arrowDirection"] as? String),
            anchor: try #require(Frame(json: attributes["anchor"])), frame: try #require(Frame(json: node["frame"])))
    }

    /// The arrow's fill and stroke as drawn: the `polygon` of popover `id`'s element.
    static func arrowColours(_ id: String, svg: String) throws -> (fill: RGB, stroke: RGB) {
        let document = try SVGDocument(svg)
        let group = try #require(document.groups.first { $0.id == id })
        let polygon = try #require(group.shapes.first { $0.name == "polygon" }, "popover \(id) draws no arrow polygon")
        return (try #require(RGB(hex: polygon.attributes["fill"] ?? "")), try #require(RGB(hex: polygon.attributes["stroke"] ?? "")))
    }
}
