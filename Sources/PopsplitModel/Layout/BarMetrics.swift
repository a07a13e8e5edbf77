/// Bar metrics (NAV-04) and the sizes Apple never published, chosen by popsplit and documented in
/// protocol.md, section 9. All values in points.
enum BarMetrics {
    /// Navigation bar height (NAV-04).
    static let navigationBarHeight: Double = 44
    /// Toolbar height (NAV-04).
    static let toolbarHeight: Double = 44
    /// Tab bar height (NAV-04).
    static let tabBarHeight: Double = 49
    /// Width of one character of bar button item text (chosen).
    static let itemCharacterWidth: Double = 8
    /// Padding added to an item's text width (chosen).
    static let itemPadding: Double = 20
    /// Extra width of the back button for its arrow-shaped left end (chosen).
    static let backArrowWidth: Double = 10
    /// Width of an icon item (system icons, image items; chosen).
    static let iconItemWidth: Double = 40
    /// Height of a bar button item, centred vertically in its bar (chosen).
    static let itemHeight: Double = 30
    /// Distance from a navigation bar's ends to its outermost items (chosen).
    static let navigationBarMargin: Double = 5
    /// Distance from a toolbar's ends to its outermost items (chosen).
    static let toolbarMargin: Double = 12
    /// Gap between neighbouring items in a bar (chosen).
    static let itemSpacing: Double = 8
    /// Width of one character of a navigation bar title (bold 20 pt; chosen).
    static let titleCharacterWidth: Double = 10
    /// Height of the title text frame, centred in the bar (chosen).
    static let titleHeight: Double = 24
    /// Minimum gap between the title and the items beside it (chosen).
    static let titleGap: Double = 8
    /// Width of an iPad tab bar item (chosen).
    static let tabItemWidth: Double = 76
    /// Gap between iPad tab bar items; the group is centred in the bar (chosen).
    static let tabItemSpacing: Double = 34

    /// The width of `text` at `perCharacter` points a character (grapheme clusters).
    static func textWidth(_ text: String, perCharacter: Double) -> Double {
        Double(text.count) * perCharacter
    }
}
