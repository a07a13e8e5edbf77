/// A grid of characters, drawn into with boxes and text; everything outside the grid is clipped.
struct TextCanvas {
    /// Columns and rows.
    let columns: Int, rows: Int
    /// The characters, row by row.
    var cells: [[Character]]
    /// Which cells hold a wide character (two columns, the next cell its ``continuation``), as
    /// ``write(_:at:_:limit:)`` placed it; drawing over a cell clears it.
    var wide: [[Bool]]
    /// For each cell, the position (in drawing order) of the last node that covers it with a
    /// surface (controllers, popovers, dimming, keyboard, status bar); labels of nodes drawn
    /// before it do not show through.
    var cover: [[Int]]
    /// Which cells hold a letter of a label (``write(_:at:_:limit:)``): a legend number, and a
    /// label widened beyond its own box, are never written over them.
    var lettered: [[Bool]]
    /// The position of the node whose label is being written (`Int.max`: no check).
    var labelOf = Int.max

    /// An empty grid.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        wide = Array(repeating: Array(repeating: false, count: columns), count: rows)
        cover = Array(repeating: Array(repeating: -1, count: columns), count: rows)
        lettered = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    /// Records that node `position` covers `box` with a surface.
    mutating func claim(_ box: TextBox, by position: Int) {
        guard let (rowRange, columnRange) = clipped(box) else { return }
        for row in rowRange {
            for column in columnRange { cover[row][column] = position }
        }
    }

    /// The rows and columns of `box` that lie on the grid, or `nil` when none do.
    func clipped(_ box: TextBox) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        let top = max(0, box.top)
        let bottom = min(rows - 1, box.bottom)
        let left = max(0, box.left)
        let right = min(columns - 1, box.right)
        guard top <= bottom, left <= right else { return nil }
        return (top...bottom, left...right)
    }

    /// Sets one cell (clipped).
    mutating func set(_ column: Int, _ row: Int, _ character: Character) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        cells[row][column] = character
        wide[row][column] = false
        lettered[row][column] = false
    }

    /// Fills cells with `character`.
    mutating func fill(_ box: TextBox, with character: Character) {
        guard let (rowRange, columnRange) = clipped(box) else { return }
        for row in rowRange {
            for column in columnRange {
                cells[row][column] = character
                wide[row][column] = false
                lettered[row][column] = false
            }
        }
    }

    /// Draws a box's border (light or heavy lines) and clears its inside.
    mutating func box(_ box: TextBox, heavy: Bool = false, clear: Bool = true) {
        guard box.isVisible, box.width <= 4 * columns, box.height <= 4 * rows else { return }
        if clear { fill(box, with: " ") }
        let (h, v, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            heavy ? ("═", "║", "╔", "╗", "╚", "╝") : ("─", "│", "┌", "┐", "└", "┘")
        if box.width == 1 || box.height == 1 {
            fill(box, with: box.height == 1 ? h : v)
            return
        }
        for column in box.left...box.right {
            set(column, box.top, h)
            set(column, box.bottom, h)
        }
        for row in box.top...box.bottom {
            set(box.left, row, v)
            set(box.right, row, v)
        }
        set(box.left, box.top, tl)
        set(box.right, box.top, tr)
        set(box.left, box.bottom, bl)
        set(box.right, box.bottom, br)
    }

    /// Writes `text` starting at a cell, cut at `limit` columns (clipped to the grid), except on
    /// cells covered by a node drawn after the one labelled (``labelOf``). The text is made safe
    /// first (``TerminalText``): no control character reaches the grid, and a wide character takes
    /// two cells (the second holds ``continuation``), or none where both do not fit.
    /// Returns how many columns were written.
    @discardableResult
    mutating func write(_ text: String, at column: Int, _ row: Int, limit: Int) -> Int {
        write(TerminalText.units(text, upTo: min(limit, columns)), at: column, row, limit: limit)
    }

    /// Writes `units` (see ``write(_:at:_:limit:)``).
    @discardableResult
    mutating func write(_ units: [TerminalText.Unit], at column: Int, _ row: Int, limit: Int) -> Int {
        guard (0..<rows).contains(row) else { return 0 }
        var written = 0
        var c = column
        for unit in units {
            guard c - column + unit.width <= max(0, limit) else { break }
            defer { c += unit.width }
            let free = (c..<(c + unit.width)).allSatisfy { (0..<columns).contains($0) && cover[row][$0] <= labelOf }
            guard free else { continue }
            cells[row][c] = unit.character
            wide[row][c] = unit.width == 2
            lettered[row][c] = true
            if unit.width == 2 {
                cells[row][c + 1] = TextCanvas.continuation
                wide[row][c + 1] = false
                lettered[row][c + 1] = true
            }
            written += unit.width
        }
        return written
    }

    /// Writes `text` centred in `box` on `row`, leaving the border columns when `inside`; returns
    /// whether all of it fitted. Widths are terminal columns (``TerminalText``). With
    /// `avoidingLetters`, a cell holding a letter of another label counts as taken: the text is
    /// then not written at all.
    @discardableResult
    mutating func centre(_ text: String, in box: TextBox, row: Int, inside: Bool, avoidingLetters: Bool = false, leading: Bool = false) -> Bool {
        let left = inside && box.width > 2 ? box.left + 1 : box.left
        let width = inside && box.width > 2 ? box.width - 2 : box.width
        let units = TerminalText.units(text, upTo: width)
        let columns = units.reduce(0) { $0 + $1.width }
        guard width > 0, columns > 0 else { return columns == 0 }
        // A label that does not fit is not cut: the caller numbers it in the legend instead.
        guard columns <= width else { return false }
        let start = leading ? left : left + (width - columns) / 2
        // A label partly under something drawn later is not written at all (nor half shown).
        let free = (0..<columns).allSatisfy { i in
            (0..<rows).contains(row) && (0..<self.columns).contains(start + i) && cover[row][start + i] <= labelOf
                && !(avoidingLetters && lettered[row][start + i])
        }
        guard free else { return false }
        return write(units, at: start, row, limit: width) == columns
    }

    /// Writes `text` centred on the middle of `box` on `row`, allowed to reach beyond the box as
    /// far as `room` (both sides alike, clipped to `room`) over cells holding no letter: a title
    /// wider than its frame in cells, written across the bar around it. Returns whether all of
    /// it was written.
    @discardableResult
    mutating func centre(_ text: String, around box: TextBox, within room: TextBox, row: Int) -> Bool {
        let units = TerminalText.units(text, upTo: room.width)
        let width = units.reduce(0) { $0 + $1.width }
        guard width > 0, width <= room.width else { return width == 0 }
        // The box's middle, in half columns, so that an even and an odd width centre alike.
        let middle = box.left * 2 + box.width
        var start = (middle - width) / 2
        start = min(max(start, room.left), room.right - width + 1)
        let span = TextBox(left: start, top: row, right: start + width - 1, bottom: row)
        return centre(text, in: span, row: row, inside: false, avoidingLetters: true)
    }

    /// The second cell of a wide character (never shown: the character before it covers it).
    /// NUL cannot reach the grid otherwise: ``TerminalText`` replaces every control character.
    static let continuation: Character = "\u{0}"

    /// The grid as lines, trailing spaces kept, every line exactly `columns` terminal columns
    /// wide: a wide character whose second cell was drawn over since, or a second cell whose
    /// character was, shows as a space.
    var text: String {
        var out = ""
        out.reserveCapacity(rows * (columns + 1))
        for (rowIndex, row) in cells.enumerated() {
            var column = 0
            while column < row.count {
                let character = row[column]
                if character == TextCanvas.continuation {
                    out.append(" ")
                } else if !wide[rowIndex][column] {
                    out.append(character)
                } else if column + 1 < row.count, row[column + 1] == TextCanvas.continuation {
                    out.append(character)
                    column += 1
                } else {
                    out.append(" ")
                }
                column += 1
            }
            out.append("\n")
        }
        return out
    }
}
