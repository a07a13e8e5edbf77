/// How big a bar button item is and what it shows (chosen metrics, protocol.md, section 9).
extension BarButtonItemSpec {
    /// The text the item shows: its title, or a word-showing system item's word.
    var displayText: String? {
        if let title { return title }
        if let systemItem { return SystemItem.texts[systemItem] }
        return nil
    }

    /// Whether the item is a space (flexible or fixed) that draws nothing.
    var isSpace: Bool { systemItem == SystemItem.flexibleSpace || systemItem == SystemItem.fixedSpace }

    /// Whether the item is a flexible space.
    var isFlexibleSpace: Bool { systemItem == SystemItem.flexibleSpace }

    /// The item's width in points (flexible spaces: 0 here, the bar shares its free width):
    /// `width` if given; text items 8 pt a character + 20; icons 40; fixed spaces 0.
    var naturalWidth: Double {
        if let width { return width }
        if isSpace { return 0 }
        if let text = displayText {
            return BarMetrics.textWidth(text, perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding
        }
        return BarMetrics.iconItemWidth
    }
}
