import PopsplitModel

/// Table cells (VIEW-01): iOS 5/6's plain table in `UITableViewCellStyleValue1`.
extension SVGRenderer {
    /// UIKit's `tableCellValue1BlueColor`: a Value1 cell's detail text, and a checkmark.
    static let cellDetailColour = "#385487"
    /// The selection gradient's top and bottom (`UITableViewCellSelectionStyleBlue`).
    static let cellSelectedTop = "#058CF5"
    /// See ``cellSelectedTop``.
    static let cellSelectedBottom = "#015EE6"
    /// The longest id that names a selected cell's gradient; a longer one (or one with other
    /// characters than letters, digits, `.`, `_` and `-`) gets a plain blue fill.
    static let cellGradientIdLimit = 200

    /// A cell: its separator along the bottom, the title 10 pt from the left (bold 17), the detail
    /// right-aligned before the accessory (17, grey-blue), the accessory at the right; a selected
    /// cell on the blue gradient, its text and chevron white.
    func drawTableCell(_ node: LayoutNode, on c: inout SVGCanvas) {
        let f = node.frame
        let p = palette
        let selected = node.bool(.selected) == true
        if selected {
            if let gradient = SVGRenderer.cellGradientId(node.id) {
                c.markup += "<defs>" + self.gradient(gradient, SVGRenderer.cellSelectedTop, SVGRenderer.cellSelectedBottom) + "</defs>"
                c.rect(f, fill: "url(#\(gradient))")
            } else {
                c.rect(f, fill: SVGRenderer.cellSelectedBottom)
            }
        } else {
            c.rect(f, fill: p.content)
        }
        c.line(from: Point(x: f.minX, y: f.maxY - 0.5), to: Point(x: f.maxX, y: f.maxY - 0.5), stroke: p.line)
        let accessory = node.enumeration(.accessory, as: CellAccessory.self) ?? CellAccessory.none
        // Where the text ends: 10 pt from the right edge, or 10 pt before the accessory.
        let accessoryWidth: Double
        switch accessory {
        case .none: accessoryWidth = 0
        case .disclosureIndicator: accessoryWidth = 20
        case .checkmark: accessoryWidth = 24
        case .detailDisclosureButton: accessoryWidth = 39
        }
        let textRight = f.maxX - 10 - accessoryWidth
        let textColour = selected ? "#FFFFFF" : p.text
        let title = node.string(.title) ?? ""
        let detail = node.string(.detail) ?? ""
        // The detail keeps what it needs, up to what the title leaves it, and at least half the
        // width; the title takes the rest.
        let room = textRight - f.minX - 10
        let titleNeeds = Double(title.count) * 17 * 0.6 + 4
        let detailWidth = detail.isEmpty ? 0 : min(Double(detail.count) * 17 * 0.6 + 4, max(room / 2, room - titleNeeds - 8))
        c.text(
            title, at: Point(x: f.minX + 10, y: f.midY), size: 17, fill: textColour, bold: true, anchor: "start",
            width: max(0, room - detailWidth - (detail.isEmpty ? 0 : 8)))
        if !detail.isEmpty {
            c.text(
                detail, at: Point(x: textRight, y: f.midY), size: 17, fill: selected ? "#FFFFFF" : SVGRenderer.cellDetailColour,
                anchor: "end", width: detailWidth)
        }
        drawAccessory(accessory, in: f, selected: selected, on: &c)
    }

    /// The accessory at the right of cell frame `f`.
    func drawAccessory(_ accessory: CellAccessory, in f: Rect, selected: Bool, on c: inout SVGCanvas) {
        switch accessory {
        case .none:
            break
        case .disclosureIndicator:
            // A chevron 7 x 12, 15 pt from the right edge.
            let x = f.maxX - 15
            let d = "M\(c.n(x - 7)) \(c.n(f.midY - 6)) L\(c.n(x)) \(c.n(f.midY)) L\(c.n(x - 7)) \(c.n(f.midY + 6))"
            c.markup += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(selected ? "#FFFFFF" : "#808080")\" stroke-width=\"3\"/>"
        case .checkmark:
            let x = f.maxX - 14
            let d = "M\(c.n(x - 14)) \(c.n(f.midY)) L\(c.n(x - 9)) \(c.n(f.midY + 6)) L\(c.n(x)) \(c.n(f.midY - 8))"
            c.markup +=
                "<path d=\"\(d)\" fill=\"none\" stroke=\"\(selected ? "#FFFFFF" : SVGRenderer.cellDetailColour)\" stroke-width=\"3\"/>"
        case .detailDisclosureButton:
            // A blue disc 29 across, a white chevron inside.
            let centre = Point(x: f.maxX - 10 - 14.5, y: f.midY)
            c.rect(
                Rect(x: centre.x - 14.5, y: centre.y - 14.5, width: 29, height: 29), fill: "#2F7CF6", stroke: "#FFFFFF", radius: 14.5,
                strokeWidth: 2)
            let d = "M\(c.n(centre.x - 3)) \(c.n(centre.y - 6)) L\(c.n(centre.x + 3)) \(c.n(centre.y)) L\(c.n(centre.x - 3)) \(c.n(centre.y + 6))"
            c.markup += "<path d=\"\(d)\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"3\"/>"
        }
    }

    /// The id of a selected cell's gradient, `cellSelected-<node id>`, when the node id is short
    /// and made of letters, digits, `.`, `_` and `-` only (so that `url(#...)` reads it); else `nil`.
    static func cellGradientId(_ id: String) -> String? {
        guard !id.isEmpty, id.utf8.count <= cellGradientIdLimit,
            id.utf8.allSatisfy({ b in
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2E || b == 0x5F || b == 0x2D
            })
        else { return nil }
        return "cellSelected-" + id
    }
}
