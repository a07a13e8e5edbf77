/// Bar button items in toolbars (the navigation controller's and free-standing bar views).
extension LayoutEngine {
    /// Lays out `items` left to right from `margin`, `itemSpacing` apart, each 30 pt high and
    /// centred vertically; flexible spaces share the free width equally; spaces draw nothing.
    /// `masterButton`: a split view's hidden master's item the delegate inserted at that index
    /// (SPL-13), a plain titled item among the others.
    mutating func layoutToolbarItems(
        _ items: [BarButtonItemSpec], in bar: Rect, margin: Double, parent: String, owner: String,
        masterButton: (split: String, index: Int)? = nil
    ) {
        var entries = items.map { ToolbarEntry.item($0) }
        if let masterButton {
            let title = masterButtonTitle(masterButton.split)
            let width = BarMetrics.textWidth(title, perCharacter: BarMetrics.itemCharacterWidth) + BarMetrics.itemPadding
            entries.insert(.masterButton(split: masterButton.split, title: title, width: width), at: min(masterButton.index, entries.count))
        }
        guard !entries.isEmpty else { return }
        let fixed = entries.filter { !$0.isFlexibleSpace }.reduce(0) { $0 + $1.naturalWidth }
        let flexibleCount = entries.filter(\.isFlexibleSpace).count
        let free = bar.width - 2 * margin - fixed - BarMetrics.itemSpacing * Double(entries.count - 1)
        let flexibleWidth = flexibleCount > 0 ? max(0, free / Double(flexibleCount)) : 0
        let height = min(BarMetrics.itemHeight, bar.height)
        var x = bar.minX + margin
        for entry in entries {
            let width = entry.isFlexibleSpace ? flexibleWidth : entry.naturalWidth
            let frame = Rect(x: x, y: bar.midY - height / 2, width: width, height: height)
            switch entry {
            case .item(let item):
                if !item.isSpace { addItem(item, frame: frame, parent: parent, owner: owner) }
            case .masterButton(let split, let title, _):
                add(
                    DerivedId.splitButton(split), .barButtonItem, parent: parent, frame: frame, role: .splitButton(split: split), owner: owner,
                    attributes: [Field(.title, .string(title))])
            }
            x += width + BarMetrics.itemSpacing
        }
    }

    /// Appends a bar button item's node (kind `barButtonItem`; attributes `title`, `systemItem`).
    mutating func addItem(_ item: BarButtonItemSpec, frame: Rect, parent: String, owner: String) {
        var attributes: [Field] = []
        if let text = item.displayText { attributes.append(Field(.title, .string(text))) }
        if let system = item.systemItem { attributes.append(Field(.systemItem, .string(system))) }
        if !hierarchy.state.isEnabled(item: item.id, index: index) { attributes.append(Field(.enabled, .bool(false))) }  // POP-35
        add(item.id, .barButtonItem, parent: parent, frame: frame, role: .item(item.id), owner: owner, attributes: attributes)
    }
}
