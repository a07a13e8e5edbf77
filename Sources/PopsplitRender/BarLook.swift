import PopsplitModel

/// How the app coloured a navigation bar or toolbar (NAV-07, NAV-09), read from its node's
/// `barStyle`, `tintColor`, `backgroundColor` and `backgroundImage`, and how that bar and the items
/// on it are painted. A bar in UIKit's default style with no tint and no background of the app's,
/// or in a popover without one, has none: it is drawn as before.
struct BarLook: Equatable {
    /// The bar's style.
    let style: NavigationBarStyle
    /// The bar's tint.
    let tint: RGBColor?
    /// The bar's background colour (NAV-09).
    let background: RGBColor?
    /// The name of the bar's background image (NAV-09): drawn as a striped placeholder, the image
    /// being the app's.
    let image: String?

    /// The look of bar node `node`; `nil` for another kind of node, or a bar the app left as it
    /// is (in a popover, its tint does not count: NAV-05).
    init?(bar node: LayoutNode) {
        guard node.kind == .view(.navigationBar) || node.kind == .view(.toolbar) else { return nil }
        let style = node.enumeration(.barStyle, as: NavigationBarStyle.self) ?? .default
        let tint = node.string(.tintColor).flatMap(RGBColor.init(hex:))
        let background = node.string(.backgroundColor).flatMap(RGBColor.init(hex:))
        let image = node.string(.backgroundImage)
        let styled = style != .popover && (style != .default || tint != nil)
        guard styled || background != nil || image != nil else { return nil }
        self.style = style
        self.tint = tint
        self.background = background
        self.image = image
    }

    /// The bar's colour: its background, else its tint, else black (a popover's bar: its dark blue).
    var base: RGBColor {
        background ?? tint ?? (style == .popover ? RGBColor(red: 0x1F, green: 0x2A, blue: 0x44) : RGBColor(red: 0x1C, green: 0x1C, blue: 0x1C))
    }

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

    /// The id of the stripes standing for a background image.
    static let imageId = "barImage"

    /// The stripes' definition: two greys at 45 degrees.
    static let imageDefinition =
        "<defs><pattern id=\"\(imageId)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<rect width=\"8\" height=\"8\" fill=\"#9AA3B0\"/><rect width=\"4\" height=\"8\" fill=\"#B7BFCB\"/></pattern></defs>"

    /// Paints the bar's background in `f`: the image's stripes, the background colour flat, or
    /// the tinted gloss.
    func paintBar(_ f: Rect, on c: inout SVGCanvas) {
        if image != nil {
            c.markup += Self.imageDefinition
            c.rect(f, fill: "url(#\(Self.imageId))")
            return
        }
        if let background {
            c.rect(f, fill: background.hex)
            return
        }
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
