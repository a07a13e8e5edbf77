import PopsplitModel

/// How each kind of node is drawn.
extension SVGRenderer {
    /// Draws `node` (frame in window coordinates); `barLook` is the look of the styled bar it sits
    /// on, if any (NAV-07).
    func draw(_ node: LayoutNode, on c: inout SVGCanvas, parentKind: NodeKind?, barLook: BarLook? = nil) {
        let f = node.frame
        let p = palette
        switch node.kind {
        case .controller:
            c.rect(f, fill: p.content)
        case .statusBar:
            drawStatusBar(f, inCall: node.bool(.inCall) == true, on: &c)
        case .title:
            c.text(node.string(.title) ?? "", at: Point(x: f.midX, y: f.midY + 1), size: 20, fill: "#00000055", bold: true, width: f.width + 40)
            c.text(node.string(.title) ?? "", at: Point(x: f.midX, y: f.midY), size: 20, fill: "#FFFFFF", bold: true, width: f.width + 40)
        case .barButtonItem:
            drawItem(node, on: &c, barLook: barLook)
        case .backButton:
            let d =
                "M\(c.n(f.minX)) \(c.n(f.midY)) L\(c.n(f.minX + 12)) \(c.n(f.minY)) H\(c.n(f.maxX - 5)) Q\(c.n(f.maxX)) \(c.n(f.minY)) \(c.n(f.maxX)) \(c.n(f.minY + 5)) V\(c.n(f.maxY - 5)) Q\(c.n(f.maxX)) \(c.n(f.maxY)) \(c.n(f.maxX - 5)) \(c.n(f.maxY)) H\(c.n(f.minX + 12)) Z"
            c.path(d, fill: barLook?.itemFill ?? "url(#item)", stroke: barLook?.itemEdge ?? p.itemEdge)
            c.text(node.string(.title) ?? "Back", at: Point(x: f.midX + 5, y: f.midY), size: 12, fill: "#FFFFFF", bold: true, width: f.width - 14)
        case .tabBar:
            c.rect(f, fill: "url(#tab)")
        case .tabBarItem:
            let selected = node.bool(.selected) == true
            if selected { c.rect(f.inset(top: 3, left: 2, bottom: 3, right: 2), fill: p.tabSelected, radius: 4) }
            // A system item's glyph (TabBarSystemItem+Glyph.swift), else the neutral icon, a rounded square.
            let fill = selected ? "#2FA2FF" : "#8A8A8A"
            if let glyph = TabBarSystemItem.of(node) {
                glyph.draw(in: Rect(x: f.midX - 13, y: f.minY + 4, width: 26, height: 26), fill: fill, on: &c)
            } else {
                c.rect(Rect(x: f.midX - 12, y: f.minY + 6, width: 24, height: 20), fill: fill, radius: 4)
            }
            c.text(
                node.string(.title) ?? "", at: Point(x: f.midX, y: f.maxY - 9), size: 10,
                fill: selected ? p.tabSelectedText : p.tabText, bold: true, width: f.width)
        case .dimming:
            c.rect(f, fill: p.dimming)
        case .popover:
            drawPopover(node, on: &c)
        case .divider:
            drawDivider(node, on: &c)
        case .slideOver:
            // The master or side slid over the main view: a shadow along the edge facing it (SPL-08, SVC-07).
            let shadow: Rect
            switch node.enumeration(.edge, as: SideViewPosition.self) ?? .right {
            case .left: shadow = Rect(x: f.minX - 6, y: f.minY, width: 6, height: f.height)
            case .top: shadow = Rect(x: f.minX, y: f.minY - 6, width: f.width, height: 6)
            case .bottom: shadow = Rect(x: f.minX, y: f.maxY, width: f.width, height: 6)
            case .right: shadow = Rect(x: f.maxX, y: f.minY, width: 6, height: f.height)
            }
            c.rect(shadow, fill: "#00000033")
            c.rect(f, fill: p.content)
        case .keyboard:
            drawKeyboard(f, on: &c)
        case .view(let kind):
            drawView(node, kind: kind, on: &c, inTable: parentKind == .view(.table))
        }
    }

    /// The status bar: "iPad" at the left, the time in the middle, the battery at the right; the
    /// in-call bar green with its message.
    func drawStatusBar(_ f: Rect, inCall: Bool, on c: inout SVGCanvas) {
        c.rect(f, fill: "#000000")
        let top = Rect(x: f.minX, y: f.minY, width: f.width, height: 20)
        c.text("iPad", at: Point(x: f.minX + 8, y: top.midY), size: 12, fill: "#FFFFFF", bold: true, anchor: "start")
        c.text("9:41 AM", at: Point(x: top.midX, y: top.midY), size: 12, fill: "#FFFFFF", bold: true)
        c.text("100%", at: Point(x: f.maxX - 36, y: top.midY), size: 12, fill: "#FFFFFF", bold: true, anchor: "end")
        c.rect(Rect(x: f.maxX - 32, y: top.minY + 5, width: 22, height: 10), fill: "#FFFFFF", stroke: "#FFFFFF", radius: 2)
        if inCall {
            let bar = Rect(x: f.minX, y: f.minY + 20, width: f.width, height: f.height - 20)
            c.rect(bar, fill: "#4CD964")
            c.text("Touch to return to call", at: Point(x: bar.midX, y: bar.midY), size: 12, fill: "#FFFFFF", bold: true)
        }
    }

    /// SVC-08's single left item: the back arrow shape with the back title, then the list title
    /// behind a separator, all one bordered item.
    func drawLegacyLeftButton(_ node: LayoutNode, backWidth: Double, on c: inout SVGCanvas, barLook: BarLook? = nil) {
        let f = node.frame
        let d =
            "M\(c.n(f.minX)) \(c.n(f.midY)) L\(c.n(f.minX + 12)) \(c.n(f.minY)) H\(c.n(f.maxX - 5)) Q\(c.n(f.maxX)) \(c.n(f.minY)) \(c.n(f.maxX)) \(c.n(f.minY + 5)) V\(c.n(f.maxY - 5)) Q\(c.n(f.maxX)) \(c.n(f.maxY)) \(c.n(f.maxX - 5)) \(c.n(f.maxY)) H\(c.n(f.minX + 12)) Z"
        c.path(d, fill: barLook?.itemFill ?? "url(#item)", stroke: barLook?.itemEdge ?? palette.itemEdge)
        let split = f.minX + backWidth
        c.line(from: Point(x: split, y: f.minY + 1), to: Point(x: split, y: f.maxY - 1), stroke: barLook?.itemEdge ?? palette.itemEdge)
        c.text(
            node.string(.backTitle) ?? "Back", at: Point(x: f.minX + (backWidth + 5) / 2, y: f.midY), size: 12, fill: "#FFFFFF", bold: true,
            width: backWidth - 14)
        c.text(node.string(.title) ?? "", at: Point(x: (split + f.maxX) / 2, y: f.midY), size: 12, fill: "#FFFFFF", bold: true, width: f.maxX - split)
    }

    /// A split view's divider (SPL-01, SVC-03): a black line, or MGSplitViewController's pane
    /// splitter, a grey bar with a grip of three ridges across its middle.
    func drawDivider(_ node: LayoutNode, on c: inout SVGCanvas) {
        let f = node.frame
        guard node.enumeration(.style, as: SplitterStyle.self) == .paneSplitter else {
            c.rect(f, fill: "#000000")
            return
        }
        c.rect(f, fill: "#C8CDD5", stroke: "#7D8590")
        let vertical = node.enumeration(.axis, as: SplitAxis.self) != .horizontal
        for i in -1...1 {
            let o = Double(i) * 4
            if vertical {
                c.line(from: Point(x: f.midX - 5, y: f.midY + o), to: Point(x: f.midX + 5, y: f.midY + o), stroke: "#7D8590")
            } else {
                c.line(from: Point(x: f.midX + o, y: f.midY - 5), to: Point(x: f.midX + o, y: f.midY + 5), stroke: "#7D8590")
            }
        }
    }

    /// A bar button item: bordered, Done prominent; a system item's word or symbol. A list button
    /// hidden as width 0.1 draws nothing; the legacy single left button draws a back shape and a
    /// list button as one item (SVC-06, SVC-08).
    func drawItem(_ node: LayoutNode, on c: inout SVGCanvas, barLook: BarLook? = nil) {
        let f = node.frame
        if node.bool(.hidden) == true || f.width < 1 { return }
        if let back = node.number(.backWidth), back > 0, back < f.width {
            drawLegacyLeftButton(node, backWidth: back, on: &c, barLook: barLook)
            return
        }
        let done = node.string(.systemItem) == "done"
        let draw = { (c: inout SVGCanvas) in
            c.rect(
                f, fill: done ? self.palette.doneItem : barLook?.itemFill ?? "url(#item)", stroke: barLook?.itemEdge ?? self.palette.itemEdge,
                radius: 5)
            let symbol = node.string(.title) == nil && node.string(.systemItem).map { SystemItemGlyph.glyph($0).count <= 2 } == true
            c.text(node.label ?? "", at: Point(x: f.midX, y: f.midY), size: symbol ? 18 : 12, fill: "#FFFFFF", bold: true, width: f.width)
        }
        if node.bool(.enabled) == false {
            c.dimmed(0.4, draw)  // POP-35: a disabled item, drawn dimmed
        } else {
            draw(&c)
        }
    }
}
