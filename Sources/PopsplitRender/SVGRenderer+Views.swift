import PopsplitModel

/// The document's views, by kind.
extension SVGRenderer {
    /// Draws a view node of `kind`.
    func drawView(_ node: LayoutNode, kind: ViewKind, on c: inout SVGCanvas, inTable: Bool) {
        let f = node.frame
        let p = palette
        let title = node.string(.title)
        let text = node.string(.text)
        switch kind {
        case .button where inTable:
            // A row of a table: a cell with its text at the left, a separator and a disclosure mark.
            c.rect(f, fill: p.content)
            c.line(from: Point(x: f.minX + 10, y: f.maxY - 0.5), to: Point(x: f.maxX, y: f.maxY - 0.5), stroke: p.line)
            c.text(title ?? "", at: Point(x: f.minX + 12, y: f.midY), size: 17, fill: p.text, bold: true, anchor: "start", width: f.width - 40)
            c.text("›", at: Point(x: f.maxX - 16, y: f.midY), size: 22, fill: p.placeholder)
        case .button:
            // The title at 15 pt, smaller (down to 9) when that fits it whole.
            c.rect(f, fill: p.buttonFill, stroke: p.buttonEdge, radius: min(8, f.height / 2))
            let shown = SVGRenderer.oneLine(title ?? "")
            let fit = ((f.width - 8) / (Double(max(1, shown.count)) * 0.6) * 2).rounded(.down) / 2
            let size = min(15, max(9, fit))
            c.text(shown, at: Point(x: f.midX, y: f.midY), size: size, fill: p.buttonText, bold: true, width: f.width - 8)
        case .label where f.height >= 44:
            // A tall label wraps its text, lines 22 apart, centred vertically.
            let lines = SVGRenderer.wrapParagraphs(title ?? "", width: f.width - 4, size: 17, limit: Int(f.height / 22))
            let top = f.midY - Double(lines.count - 1) * 11
            for (i, line) in lines.enumerated() {
                c.text(line, at: Point(x: f.minX + 2, y: top + Double(i) * 22), size: 17, fill: p.text, anchor: "start", width: f.width)
            }
        case .label:
            c.text(
                SVGRenderer.oneLine(title ?? ""), at: Point(x: f.minX + 2, y: f.midY), size: min(17, max(8, f.height * 0.6)), fill: p.text, anchor: "start",
                width: f.width)
        case .table:
            c.rect(f, fill: p.content, stroke: p.line)
            var y = f.minY + 44
            while y < f.maxY, y < f.minY + 4000 {
                c.line(from: Point(x: f.minX + 10, y: y), to: Point(x: f.maxX, y: y), stroke: p.line)
                y += 44
            }
        case .navigationBar:
            let popover = node.enumeration(.barStyle, as: NavigationBarStyle.self) == .popover
            if let look = BarLook(bar: node) {
                look.paintBar(f, on: &c)
            } else {
                c.rect(f, fill: popover ? "url(#popoverBar)" : "url(#bar)")
            }
            c.line(from: Point(x: f.minX, y: f.maxY - 0.5), to: Point(x: f.maxX, y: f.maxY - 0.5), stroke: p.barEdge)
        case .toolbar:
            if let look = BarLook(bar: node) { look.paintBar(f, on: &c) } else { c.rect(f, fill: "url(#bar)") }
            c.line(from: Point(x: f.minX, y: f.minY + 0.5), to: Point(x: f.maxX, y: f.minY + 0.5), stroke: p.barEdge)
        case .searchBar:
            c.rect(f, fill: "url(#search)")
            let field = f.inset(top: 7, left: 8, bottom: 7, right: 8)
            c.rect(field, fill: p.fieldFill, stroke: p.fieldEdge, radius: field.height / 2)
            c.text("⌕", at: Point(x: field.minX + 14, y: field.midY), size: 15, fill: p.placeholder)
            // The typed text in the text colour; else the bar's placeholder (its `title`, else
            // "Search") in grey.
            c.text(
                SVGRenderer.oneLine(text ?? title ?? "Search"), at: Point(x: field.minX + 26, y: field.midY), size: 14,
                fill: text == nil ? p.placeholder : p.text, anchor: "start", width: field.width - 34)
            if node.bool(.firstResponder) == true { caret(after: text ?? "", in: field, x: field.minX + 26, on: &c) }
        case .textView:
            // The view's text (typed, else the document's `title`) in the text colour, its
            // newlines kept, as many lines as the view's height holds.
            c.rect(f, fill: p.fieldFill, stroke: p.fieldEdge, radius: 2)
            let lines = SVGRenderer.wrapParagraphs(text ?? title ?? "", width: f.width - 16, size: 15, limit: Int(max(1, (f.height - 8) / 20)))
            for (i, line) in lines.enumerated() {
                c.text(line, at: Point(x: f.minX + 8, y: f.minY + 16 + Double(i) * 20), size: 15, fill: p.text, anchor: "start", width: f.width - 16)
            }
            if node.bool(.firstResponder) == true {
                caret(
                    after: lines.last ?? "", in: Rect(x: f.minX, y: f.minY + 6 + Double(max(0, lines.count - 1)) * 20, width: f.width, height: 20),
                    x: f.minX + 8, on: &c)
            }
        case .textField:
            // One line: the text (typed, else the document's `title`) in the text colour.
            c.rect(f, fill: p.fieldFill, stroke: p.fieldEdge, radius: 5)
            let y = f.midY
            let shown = SVGRenderer.oneLine(text ?? title ?? "")
            c.text(shown, at: Point(x: f.minX + 8, y: y), size: 15, fill: p.text, anchor: "start", width: f.width - 16)
            if node.bool(.firstResponder) == true {
                caret(after: shown, in: Rect(x: f.minX, y: y - 10, width: f.width, height: 20), x: f.minX + 8, on: &c)
            }
        case .image:
            c.rect(f, fill: p.image, stroke: p.line)
            c.line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), stroke: p.line)
            c.line(from: Point(x: f.maxX, y: f.minY), to: Point(x: f.minX, y: f.maxY), stroke: p.line)
        case .segmentedControl:
            c.rect(f, fill: p.buttonFill, stroke: p.buttonEdge, radius: 5)
            c.line(from: Point(x: f.midX, y: f.minY), to: Point(x: f.midX, y: f.maxY), stroke: p.buttonEdge)
            c.text(title ?? "", at: Point(x: f.midX, y: f.midY), size: 13, fill: p.buttonText, bold: true, width: f.width)
        case .`switch`:
            c.rect(f, fill: p.doneItem, stroke: p.buttonEdge, radius: f.height / 2)
            c.rect(Rect(x: f.maxX - f.height, y: f.minY, width: f.height, height: f.height), fill: "#FFFFFF", stroke: p.buttonEdge, radius: f.height / 2)
        case .slider:
            c.rect(Rect(x: f.minX, y: f.midY - 4, width: f.width, height: 8), fill: p.doneItem, radius: 4)
            c.rect(Rect(x: f.midX - 11, y: f.midY - 11, width: 22, height: 22), fill: "#FFFFFF", stroke: p.buttonEdge, radius: 11)
        case .tableCell:
            drawTableCell(node, on: &c)
        case .view, .scrollView:
            c.rect(f, fill: "none", stroke: p.line, dash: true)
            if let title { c.text(title, at: Point(x: f.midX, y: f.midY), size: 13, fill: p.placeholder, width: f.width) }
        }
    }

    /// The text caret after `text` (at 0.6 of the font size per character).
    func caret(after text: String, in field: Rect, x: Double, on c: inout SVGCanvas) {
        let cx = min(field.maxX - 8, x + Double(text.count) * 15 * 0.6 + 1)
        c.line(from: Point(x: cx, y: field.midY - 9), to: Point(x: cx, y: field.midY + 9), stroke: "#2F6BD9", width: 2)
    }

    /// `text` on one line: each line break (`\n`, `\r\n`, `\r`) a space, as a one-line view shows
    /// it. Only the first 4096 scalars are read (more never fit a line).
    static func oneLine(_ text: String) -> String {
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(4096)))
        guard head.contains(where: \.isNewline) else { return text }
        return String(head.map { $0.isNewline ? " " : $0 })
    }

    /// `text` broken into lines as ``wrap(_:width:size:limit:)`` does, each of its own lines
    /// (separated by `\n`, `\r\n` or `\r`) starting a new one; at most `limit` lines in all, the
    /// last ending in "…" when anything is cut.
    static func wrapParagraphs(_ text: String, width: Double, size: Double, limit: Int) -> [String] {
        let perLine = max(1, Int(width / (size * 0.6)))
        // Only what can show is read.
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix((max(0, limit) + 1) * (perLine + 1) * 8)))
        guard head.contains(where: \.isNewline) else { return wrap(text, width: width, size: size, limit: limit) }
        var lines: [String] = []
        var cut = false
        for paragraph in head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if lines.count >= limit {
                cut = true
                break
            }
            // A paragraph cut by `wrap` ends in "…" already.
            lines += wrap(String(paragraph), width: width, size: size, limit: limit - lines.count).prefix(limit - lines.count)
            if paragraph.isEmpty { lines.append("") }
        }
        if lines.count > limit { lines = Array(lines.prefix(limit)) }
        if cut, let last = lines.indices.last, !lines[last].hasSuffix("…") {
            lines[last] = String(lines[last].prefix(max(0, perLine - 1))) + "…"
        }
        return lines
    }

    /// `text` broken into lines of at most `width` points (0.6 of `size` per character), at spaces
    /// where it can; at most `limit` lines, the last ending in "…" when cut.
    static func wrap(_ text: String, width: Double, size: Double, limit: Int) -> [String] {
        let perLine = max(1, Int(width / (size * 0.6)))
        // Only what can show is read (a title of a million characters took a minute
        // to wrap): a line more than the limit holds, at most 8 scalars a character.
        let budget = (max(0, limit) + 1) * (perLine + 1)
        var visible = text
        if !text.unicodeScalars.dropFirst(budget * 8).isEmpty || text.utf8.count > budget * 8 {
            visible = String(String(String.UnicodeScalarView(text.unicodeScalars.prefix(budget * 8))).prefix(budget))
        }
        var lines: [String] = []
        var current = ""
        for word in visible.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            while word.count > perLine {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(perLine)))
                word = String(word.dropFirst(perLine))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = String(lines[limit - 1].prefix(max(0, perLine - 1))) + "…"
        }
        return lines
    }
}
