/// Bar button items in toolbars (the navigation controller's and free-standing bar views).
extension LayoutEngine {
    /// Lays out `items` left to right from `margin`, `itemSpacing` apart, each 30 pt high and
    /// centred vertically; flexible spaces share the free width equally; spaces draw nothing.
    mutating func layoutToolbarItems(_ items: [BarButtonItemSpec], in bar: Rect, margin: Double, parent: String, owner: String) {
        guard !items.isEmpty else { return }
        let fixed = items.filter { !$0.isFlexibleSpace }.reduce(0) { $0 + $1.naturalWidth }
        let flexibleCount = items.filter(\.isFlexibleSpace).count
        let free = bar.width - 2 * margin - fixed - BarMetrics.itemSpacing * Double(items.count - 1)
        let flexibleWidth = flexibleCount > 0 ? max(0, free / Double(flexibleCount)) : 0
        let height = min(BarMetrics.itemHeight, bar.height)
        var x = bar.minX + margin
        for item in items {
            let width = item.isFlexibleSpace ? flexibleWidth : item.naturalWidth
            if !item.isSpace {
                addItem(item, frame: Rect(x: x, y: bar.midY - height / 2, width: width, height: height), parent: parent, owner: owner)
            }
            x += width + BarMetrics.itemSpacing
        }
    }

    /// Appends a bar button item's node (kind `barButtonItem`; attributes `title`, `systemItem`).
    mutating func addItem(_ item: BarButtonItemSpec, frame: Rect, parent: String, owner: String) {
        var attributes: [Field] = []
        if let text = item.displayText { attributes.append(Field(.title, .string(text))) }
        if let system = item.systemItem { attributes.append(Field(.systemItem, .string(system))) }
        add(item.id, .barButtonItem, parent: parent, frame: frame, role: .item(item.id), owner: owner, attributes: attributes)
    }
}
