import PopsplitModel

/// How the app coloured a navigation bar or toolbar (NAV-07), read from its node's `barStyle` and
/// `tintColor`, and how that bar and the items on it are painted. A bar in UIKit's default style
/// with no tint, or in a popover, has none: it is drawn as before.
struct BarLook: Equatable {
    /// The bar's style (never `popover` or `default` without a tint).
    let style: NavigationBarStyle
    /// The bar's tint.
    let tint: RGBColor?

    /// The look of bar node `node`; `nil` for another kind of node, a bar in a popover, or a bar
    /// the app left as it is.
    init?(bar node: LayoutNode) {
        guard node.kind == .view(.navigationBar) || node.kind == .view(.toolbar) else { return nil }
        let style = node.enumeration(.barStyle, as: NavigationBarStyle.self) ?? .default
        let tint = node.string(.tintColor).flatMap(RGBColor.init(hex:))
        guard style != .popover, style != .default || tint != nil else { return nil }
        self.style = style
        self.tint = tint
    }

    /// The bar's colour: its tint, else black.
    var base: RGBColor { tint ?? RGBColor(red: 0x1C, green: 0x1C, blue: 0x1C) }

    /// The bar's opacity: see-through when translucent.
    var opacity: Double { style == .blackTranslucent ? 0.6 : 1 }

    /// The id of the gloss gradient drawn over styled bars and their items.
    static let glossId = "barGloss"

    /// The gloss gradient's definition (in the element that uses it, so the picture's header stays
    /// the same for bars the app did not style).
    static let glossDefinition =
        "<defs><linearGradient id=\"\(glossId)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
        + "<stop offset=\"0\" stop-color=\"#FFFFFF\" stop-opacity=\"0.35\"/>"
        + "<stop offset=\"0.5\" stop-color=\"#FFFFFF\" stop-opacity=\"0.08\"/>"
        + "<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.15\"/></linearGradient></defs>"

    /// Paints the bar's background in `f`.
    func paintBar(_ f: Rect, on c: inout SVGCanvas) {
        c.markup += Self.glossDefinition
        let paint = { (c: inout SVGCanvas) in
            c.rect(f, fill: base.hex)
            c.rect(f, fill: "url(#\(Self.glossId))")
        }
        if opacity < 1 { c.dimmed(opacity, paint) } else { paint(&c) }
    }

    /// An item's fill and edge on this bar: the bar's colour, a little darker.
    var itemFill: String { base.mixed(with: RGBColor(red: 0, green: 0, blue: 0), 0.25).hex }

    /// An item's edge on this bar.
    var itemEdge: String { base.mixed(with: RGBColor(red: 0, green: 0, blue: 0), 0.6).hex }
}
