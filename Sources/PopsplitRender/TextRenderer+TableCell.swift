import PopsplitModel

/// Table cells in a text picture (VIEW-01): no box, one line inside the table's.
extension TextRenderer {
    /// The character of each accessory at a cell's right (none: nothing).
    static func accessoryMark(_ accessory: CellAccessory) -> String {
        switch accessory {
        case .none: ""
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailDisclosureButton: "(›)"
        }
    }

    /// Writes a cell's line on its middle row, or the first row of its box inside its table's
    /// (`table`: the table's box less its side columns) rather than on the table's top or bottom
    /// edge, on the edge only when the cell has no other row (as a bar's title is): the title at
    /// the left (in brackets when selected, as the selected tab), the detail and the accessory at
    /// the right. What does not fit is left out: the detail first, then the accessory, then the
    /// table's side columns are written over. Returns whether the title was written (else the
    /// cell is numbered).
    func drawCell(_ node: LayoutNode, box: TextBox, table: TextBox?, on canvas: inout TextCanvas) -> Bool {
        let inside = { (row: Int) in table.map { row > $0.top && row < $0.bottom } ?? true }
        let middle = box.top + box.height / 2
        let row = inside(middle) ? middle : (box.top...max(box.top, box.bottom)).first(where: inside) ?? middle
        var title = node.string(.title) ?? ""
        if node.bool(.selected) == true { title = "[" + title + "]" }
        let mark = TextRenderer.accessoryMark(node.enumeration(.accessory, as: CellAccessory.self) ?? CellAccessory.none)
        let detail = node.string(.detail) ?? ""
        for edge in [1, 0] {
            let left = box.left + edge
            let width = box.width - 2 * edge
            let titleWidth = TerminalText.units(title, upTo: width + 1).reduce(0) { $0 + $1.width }
            for right in [[detail, mark], [mark], []] {
                let text = right.filter { !$0.isEmpty }.joined(separator: " ")
                let rightWidth = TerminalText.units(text, upTo: width + 1).reduce(0) { $0 + $1.width }
                let gap = text.isEmpty || title.isEmpty ? 0 : 1
                guard width > 0, titleWidth + gap + rightWidth <= width else { continue }
                canvas.write(title, at: left, row, limit: titleWidth)
                if !text.isEmpty { canvas.write(text, at: left + width - rightWidth, row, limit: rightWidth) }
                return true
            }
        }
        return title.isEmpty
    }
}
