import PopsplitModel

/// Draws a layout as a grid of box-drawing characters for terminals and Neovim (protocol.md
/// section 12): the screen is divided into `columns` x `rows` cells; nodes are drawn back to front;
/// bars, buttons, fields, popovers (double lines, the arrow ▲▼◀▶ at its tip) and sheets get boxes
/// with their titles; dimming is shaded ░, the keyboard ▒. A bar's title or item wider than its
/// frame in cells is written across the bar where nothing else is written; a node still too small
/// for its label gets a number (never over another label's letters), and a legend under the grid
/// says which id each number is. A slid-in pane keeps a heavy edge over its content on its open
/// side and a blank column beyond it. Deterministic.
public struct TextRenderer: Sendable {
    /// The options (`columns`, `rows`).
    public let options: RenderOptions
    /// The kinds of node whose surface hides the labels of nodes drawn before it.
    static let surfaces: Set<NodeKind> = [.controller, .popover, .slideOver, .dimming, .keyboard, .statusBar]
    /// The most characters of an id the legend shows (a longer one is cut, marked `…`).
    public static let legendIdLimit = 200

    /// A renderer.
    public init(options: RenderOptions = RenderOptions()) { self.options = options }

    /// The picture, then the legend.
    public func render(_ layout: SceneLayout) -> String {
        let columns = min(max(options.columns, 8), RenderOptions.maximumGrid)
        let rows = min(max(options.rows, 4), RenderOptions.maximumGrid)
        var canvas = TextCanvas(columns: columns, rows: rows)
        let cellWidth = layout.screen.width / Double(columns)
        let cellHeight = layout.screen.height / Double(rows)
        // Edges go to the nearest cell boundary; anything on screen keeps at least one cell.
        func cells(_ r: Rect) -> TextBox {
            func edge(_ v: Double, _ size: Double, _ limit: Int) -> Int { Int(max(-1, min(Double(limit + 1), (v / size).rounded()))) }
            let left = edge(r.minX, cellWidth, columns)
            let top = edge(r.minY, cellHeight, rows)
            var right = edge(r.maxX, cellWidth, columns) - 1
            var bottom = edge(r.maxY, cellHeight, rows) - 1
            if right < left, r.width > 0 { right = left }
            if bottom < top, r.height > 0 { bottom = top }
            return TextBox(left: left, top: top, right: right, bottom: bottom)
        }
        // Pass 1: shapes, back to front. Pass 2: labels, back to front, so that a box drawn later
        // does not cut the title of one drawn before it.
        var labels: [(position: Int, node: LayoutNode, box: TextBox)] = []
        var boxes: [String: TextBox] = [:]
        var parents: [String: String] = [:]
        // Panes drawn above what they cover (a slid-in master), finished once their last
        // descendant is drawn: their border drawn again over their content, a gap beside them.
        var panes: [(position: Int, id: String, box: TextBox)] = []
        // Popovers whose content is being drawn: their content stays inside their double border,
        // which at a coarse grid the content's 8-point inset would otherwise land on.
        var popovers: [(id: String, interior: TextBox)] = []
        for (position, node) in layout.nodes.enumerated() {
            if let parent = node.parent { parents[node.id] = parent }
            while let pane = panes.last, !TextRenderer.isDescendant(node.id, of: pane.id, parents: parents, limit: layout.nodes.count) {
                finishPane(pane.box, position: pane.position, on: &canvas)
                panes.removeLast()
            }
            while let popover = popovers.last, !TextRenderer.isDescendant(node.id, of: popover.id, parents: parents, limit: layout.nodes.count) {
                popovers.removeLast()
            }
            // A node less than half faded in is not drawn in text (cells are all or nothing).
            if let alpha = node.number(.opacity), alpha < 0.5 { continue }
            var box = cells(node.frame)
            if let popover = popovers.last { box = box.clamped(to: popover.interior) }
            if node.kind == .popover { popovers.append((node.id, box.interior)) }
            boxes[node.id] = box
            guard box.isVisible else { continue }
            drawShape(node, box: box, on: &canvas, cellsOf: cells)
            if TextRenderer.surfaces.contains(node.kind) { canvas.claim(box, by: position) }
            if node.kind == .slideOver { panes.append((position, node.id, box)) }
            labels.append((position, node, box))
        }
        for pane in panes.reversed() { finishPane(pane.box, position: pane.position, on: &canvas) }
        var legend: [String] = []
        for (position, node, box) in labels {
            canvas.labelOf = position
            // The room a label may take beyond its box: the inside of the bar holding it.
            let room = node.parent.flatMap { boxes[$0] }.map { TextBox(left: $0.left + 1, top: $0.top, right: $0.right - 1, bottom: $0.bottom) }
            let labelled = drawLabel(node, box: box, room: room, on: &canvas)
            if !labelled, let label = node.label ?? (node.kind == .controller ? nil : node.id), !label.isEmpty {
                // Numbered only where the number shows (not under what is drawn over the node),
                // and never over a letter of another label: the middle row first, then the others.
                let mark = String(legend.count + 1)
                let middle = box.top + box.height / 2
                let rowsToTry = [middle] + (box.top...max(box.top, min(box.bottom, box.top + rows))).filter { $0 != middle }
                if rowsToTry.contains(where: { canvas.centre(mark, in: box, row: $0, inside: box.width > mark.utf8.count + 1, avoidingLetters: true) }) {
                    legend.append(node.id)
                }
            }
        }
        canvas.labelOf = Int.max
        var text = "\(layout.orientation.rawValue) \(SVGText.number(layout.screen.width))x\(SVGText.number(layout.screen.height)), \(columns)x\(rows) cells\n"
        text += canvas.text
        for (i, id) in legend.enumerated() {
            let kind = layout.nodes.first { $0.id == id }?.kind.name ?? ""
            text += "\(i + 1) = \(TerminalText.sanitized(id, maxScalars: TextRenderer.legendIdLimit)) (\(kind))\n"
        }
        return text
    }

    /// Whether `id` lies inside the node `ancestor` (its parent chain, at most `limit` steps).
    static func isDescendant(_ id: String, of ancestor: String, parents: [String: String], limit: Int) -> Bool {
        var current = parents[id]
        var steps = 0
        while let parent = current, steps <= limit {
            if parent == ancestor { return true }
            current = parents[parent]
            steps += 1
        }
        return false
    }

    /// Finishes a pane drawn above what it covers (a slide-over): its open side (the one facing
    /// the screen, not its edge) drawn as a heavy line over its content's box corners, and a blank
    /// column beyond it, so that the boxes behind the pane do not join its own. Labels may still
    /// be written in that column (a title right beside the pane keeps its first letter).
    func finishPane(_ box: TextBox, position: Int, on canvas: inout TextCanvas) {
        let atLeftEdge = box.left <= 0
        let edge = atLeftEdge ? box.right : box.left
        let gapColumn = atLeftEdge ? box.right + 1 : box.left - 1
        canvas.fill(TextBox(left: edge, top: box.top, right: edge, bottom: box.bottom), with: "║")
        guard gapColumn >= 0, gapColumn < canvas.columns else { return }
        canvas.fill(TextBox(left: gapColumn, top: box.top, right: gapColumn, bottom: box.bottom), with: " ")
    }

    /// Draws a node's shape (box, fill, arrow).
    func drawShape(_ node: LayoutNode, box: TextBox, on canvas: inout TextCanvas, cellsOf cells: (Rect) -> TextBox) {
        switch node.kind {
        case .controller:
            canvas.fill(box, with: " ")
        case .statusBar:
            canvas.fill(box, with: "▀")
        case .dimming:
            canvas.fill(box, with: "░")
        case .keyboard:
            canvas.fill(box, with: "▒")
        case .popover:
            drawPopover(node, box: box, on: &canvas, cellsOf: cells)
        case .divider where node.enumeration(.axis, as: SplitAxis.self) == .horizontal:
            canvas.fill(TextBox(left: box.left, top: box.top, right: box.right, bottom: box.top), with: "━")
        case .divider:
            canvas.fill(TextBox(left: box.left, top: box.top, right: box.left, bottom: box.bottom), with: "┃")
        case .slideOver:
            canvas.box(box, heavy: true)
        case .title, .barButtonItem, .backButton, .tabBarItem, .view(.label), .view(.tableCell):
            break
        case .view(.view), .view(.button), .view(.table), .view(.toolbar), .view(.navigationBar), .view(.searchBar), .view(.image),
            .view(.textField), .view(.textView), .view(.segmentedControl), .view(.switch), .view(.slider), .view(.scrollView), .tabBar:
            canvas.box(box)
        }
    }

    /// Writes a node's label; returns whether it fitted (or the node needs none). A title or a
    /// bar item whose label is wider than its box may take `room` (the inside of its bar) where
    /// no other label is written.
    func drawLabel(_ node: LayoutNode, box: TextBox, room: TextBox?, on canvas: inout TextCanvas) -> Bool {
        let middle = box.top + box.height / 2
        /// `text` in the box, else across the room around it.
        func place(_ text: String) -> Bool {
            if canvas.centre(text, in: box, row: middle, inside: false) { return true }
            guard let room, room.left <= box.left, room.right >= box.right else { return false }
            return canvas.centre(text, around: box, within: room, row: middle)
        }
        switch node.kind {
        case .controller, .dimming, .popover, .slideOver, .divider, .view(.navigationBar), .view(.toolbar), .tabBar:
            return true
        case .statusBar:
            canvas.write(" iPad ", at: box.left, box.top, limit: box.width)
            canvas.centre(node.bool(.inCall) == true ? " 9:41 AM · call " : " 9:41 AM ", in: box, row: box.top, inside: false)
            return true
        case .keyboard:
            canvas.centre(" keyboard ", in: box, row: middle, inside: false)
            return true
        case .title:
            return place(node.label ?? "")
        case .view(.label):
            // A label's text starts at its left edge, as UIKit's natural alignment (and the SVG) has it.
            return canvas.centre(node.label ?? "", in: box, row: middle, inside: false, leading: true)
        case .barButtonItem where node.bool(.hidden) == true || node.frame.width < 1:
            return true  // a list button hidden as width 0.1 (SVC-06)
        case .barButtonItem, .backButton, .tabBarItem:
            var label = node.label ?? ""
            if let back = node.string(.backTitle) { label = "‹" + back + "|" + label }  // SVC-08
            if node.kind == .backButton { label = "‹" + label }
            if node.bool(.selected) == true {
                // The selected tab in brackets, or marked with › where the brackets do not fit.
                if place("[" + label + "]") { return true }
                label = "›" + label
            }
            return place(label)
        case .view(.tableCell):
            return drawCell(node, box: box, table: room, on: &canvas)
        case .view(.view), .view(.table), .view(.scrollView):
            guard let label = node.label else { return true }
            return canvas.centre(label, in: box, row: middle, inside: box.height > 2)
        case .view(.button), .view(.searchBar), .view(.image), .view(.textField), .view(.textView), .view(.segmentedControl), .view(.switch),
            .view(.slider):
            guard let label = node.label else { return false }
            return canvas.centre(label, in: box, row: middle, inside: box.height > 2)
        }
    }

    /// A popover: a double-lined box and its arrow character at the tip.
    func drawPopover(_ node: LayoutNode, box: TextBox, on canvas: inout TextCanvas, cellsOf cells: (Rect) -> TextBox) {
        canvas.box(box, heavy: true)
        guard let tip = node.point(.arrowTip) else { return }
        let cell = cells(Rect(x: tip.x, y: tip.y, width: 0.001, height: 0.001))
        let arrow: Character
        switch node.arrowDirection {
        case .up: arrow = "▲"
        case .down: arrow = "▼"
        case .left: arrow = "◀"
        case .right, nil: arrow = "▶"
        }
        let row = min(max(cell.top, box.top), box.bottom)
        let column = min(max(cell.left, box.left), box.right)
        canvas.set(column, row, arrow)
    }
}
