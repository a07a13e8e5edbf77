/// The colours of a theme (CSS colour strings).
struct RenderPalette: Sendable {
    /// Behind everything (the window; the bezel's screen edge).
    var window: String
    /// A controller's view.
    var content: String
    /// Text on content.
    var text: String
    /// Secondary text (placeholders).
    var placeholder: String
    /// Lines on content (table separators, outlines of plain views).
    var line: String
    /// Navigation bars and toolbars: gradient top and bottom, bottom edge.
    var barTop: String, barBottom: String, barEdge: String
    /// A navigation bar inside a popover (NAV-05): gradient top and bottom.
    var popoverBarTop: String, popoverBarBottom: String
    /// Bar button items: gradient top and bottom, border; a Done item's fill.
    var itemTop: String, itemBottom: String, itemEdge: String, doneItem: String
    /// Tab bars: gradient top and bottom; the selected item's highlight and text; other items' text.
    var tabTop: String, tabBottom: String, tabSelected: String, tabText: String, tabSelectedText: String
    /// Buttons: fill, border, title.
    var buttonFill: String, buttonEdge: String, buttonText: String
    /// Text fields: fill and border.
    var fieldFill: String, fieldEdge: String
    /// A popover's frame: gradient top and bottom, edge.
    var popoverTop: String, popoverBottom: String, popoverEdge: String
    /// The dimming view under a sheet.
    var dimming: String
    /// The keyboard: background, letter keys, their text; the function keys (shift, delete,
    /// return, .?123, hide).
    var keyboard: String, key: String, keyText: String, functionKey: String
    /// Image placeholders.
    var image: String
    /// The highlight outline and the placement explanation's colours.
    var highlight: String, chosen: String, candidate: String

    /// The palette of `theme`.
    static func of(_ theme: RenderTheme) -> RenderPalette {
        switch theme {
        case .light:
            RenderPalette(
                window: "#000000", content: "#FFFFFF", text: "#000000", placeholder: "#A0A0A0", line: "#D9D9D9",
                barTop: "#B0BCCD", barBottom: "#6D84A2", barEdge: "#2D3642", popoverBarTop: "#44556F", popoverBarBottom: "#1F2C44",
                itemTop: "#8EA4C1", itemBottom: "#4A6C9B", itemEdge: "#2D3D57", doneItem: "#2F6BD9",
                tabTop: "#3C3C3C", tabBottom: "#050505", tabSelected: "#FFFFFF26", tabText: "#A0A0A0", tabSelectedText: "#FFFFFF",
                buttonFill: "#FFFFFF", buttonEdge: "#8A8A8A", buttonText: "#385487", fieldFill: "#FFFFFF", fieldEdge: "#9A9A9A",
                popoverTop: "#2B3B59", popoverBottom: "#141E33", popoverEdge: "#0B1222", dimming: "#00000066",
                keyboard: "#D1D5DB", key: "#FFFFFF", keyText: "#000000", functionKey: "#ABB3BE", image: "#E2E2E2",
                highlight: "#FF9500", chosen: "#34C759", candidate: "#FF3B30")
        case .dark:
            RenderPalette(
                window: "#000000", content: "#1C1C1E", text: "#F2F2F7", placeholder: "#8E8E93", line: "#3A3A3C",
                barTop: "#3A3A3C", barBottom: "#1C1C1E", barEdge: "#000000", popoverBarTop: "#2C2C2E", popoverBarBottom: "#111113",
                itemTop: "#48484A", itemBottom: "#2C2C2E", itemEdge: "#000000", doneItem: "#0A60D0",
                tabTop: "#2C2C2E", tabBottom: "#000000", tabSelected: "#FFFFFF26", tabText: "#8E8E93", tabSelectedText: "#FFFFFF",
                buttonFill: "#2C2C2E", buttonEdge: "#636366", buttonText: "#64A0FF", fieldFill: "#2C2C2E", fieldEdge: "#636366",
                popoverTop: "#6E6E73", popoverBottom: "#48484A", popoverEdge: "#000000", dimming: "#00000099",
                keyboard: "#2C2C2E", key: "#636366", keyText: "#FFFFFF", functionKey: "#48484A", image: "#3A3A3C",
                highlight: "#FF9F0A", chosen: "#30D158", candidate: "#FF453A")
        }
    }
}
