import PopsplitModel

/// Draws a layout as SVG in iOS 5/6's look (protocol.md section 12): one point is one user unit,
/// the origin is the window's, so a click's position is a window point. Every visible node is one
/// `<g>` element carrying its id (`data-id`), kind (`data-kind`) and frame (`data-frame`), in the
/// layout's order (back to front), so a client can map clicks to nodes and patch changed nodes.
/// Deterministic: the same layout and options give the same bytes.
public struct SVGRenderer: Sendable {
    /// The options.
    public let options: RenderOptions
    /// The theme's colours.
    let palette: RenderPalette
    /// The bezel's width around the screen, in points, when drawn.
    public static let bezelWidth: Double = 48

    /// A renderer.
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
        self.palette = RenderPalette.of(options.theme)
    }

    /// The whole picture.
    public func render(_ layout: SceneLayout) -> String {
        render(layout, elements: elements(layout))
    }

    /// The whole picture from elements already drawn for `layout` (``elements(_:reusing:)``).
    public func render(_ layout: SceneLayout, elements: [SVGElement]) -> String {
        let (head, tail) = frame(layout)
        var svg = head
        for element in elements { svg += element.markup }
        return svg + tail
    }

    /// The picture of `layout` with its interface turned by `turn` (a moment of a rotation,
    /// protocol.md 12.5): the device's screen, the interface drawn turned about its centre and cut
    /// off at its edge, the caption under the device. Without a turn, ``render(_:)``.
    public func render(_ layout: SceneLayout, turn: ScreenTurn?) -> String {
        guard let turn else { return render(layout) }
        var device = layout
        device.screen = turn.device
        var c = SVGCanvas()
        c.markup += header(device)
        let center = Point(x: turn.device.midX, y: turn.device.midY)
        let interface = layout.screen
        c.markup +=
            "<clipPath id=\"device\"><rect x=\"\(c.n(turn.device.minX))\" y=\"\(c.n(turn.device.minY))\" width=\"\(c.n(turn.device.width))\" height=\"\(c.n(turn.device.height))\"/></clipPath>"
        c.markup +=
            "<g clip-path=\"url(#device)\"><g data-turn=\"\(c.n(turn.degrees))\" transform=\"translate(\(c.n(center.x)) \(c.n(center.y))) rotate(\(c.n(turn.degrees))) translate(\(c.n(-interface.midX)) \(c.n(-interface.midY)))\">"
        c.rect(interface, fill: palette.window)
        for element in elements(layout) { c.markup += element.markup }
        c.markup += overlays(layout) + "</g></g>" + captionBand(device) + "</svg>\n"
        return c.markup
    }

    /// The visible area of a picture of `layout` turned by `turn`: the device's (``viewBox(_:)``).
    public func viewBox(_ layout: SceneLayout, turn: ScreenTurn?) -> Rect {
        guard let turn else { return viewBox(layout) }
        var device = layout
        device.screen = turn.device
        return viewBox(device)
    }

    /// The whole picture's text around its elements: ``render(_:elements:)`` is `head`, each
    /// element's markup in order, then `tail` (the overlays, the caption's band, the end tag).
    /// The preview's page server puts a picture together from these and the elements.
    public func frame(_ layout: SceneLayout) -> (head: String, tail: String) {
        (header(layout), overlays(layout) + captionBand(layout) + "</svg>\n")
    }

    /// The visible area: the screen, with the bezel around it when drawn, and the caption's band
    /// below when there is a caption.
    public func viewBox(_ layout: SceneLayout) -> Rect {
        let b = options.bezel ? SVGRenderer.bezelWidth : 0
        return Rect(
            x: layout.screen.minX - b, y: layout.screen.minY - b, width: layout.screen.width + 2 * b,
            height: layout.screen.height + 2 * b + captionHeight(layout))
    }

    /// The `<svg>` start tag, the style and the screen (and bezel).
    func header(_ layout: SceneLayout) -> String {
        let box = viewBox(layout)
        var c = SVGCanvas()
        c.markup += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(c.n(box.width * options.scale))\" height=\"\(c.n(box.height * options.scale))\""
        c.markup += " viewBox=\"\(c.n(box.minX)) \(c.n(box.minY)) \(c.n(box.width)) \(c.n(box.height))\""
        c.markup += " data-orientation=\"\(layout.orientation.rawValue)\" data-theme=\"\(options.theme.rawValue)\""
        c.markup += " font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">"
        c.markup += "<defs>"
        c.markup += gradient("bar", palette.barTop, palette.barBottom)
        c.markup += gradient("popoverBar", palette.popoverBarTop, palette.popoverBarBottom)
        c.markup += gradient("item", palette.itemTop, palette.itemBottom)
        c.markup += gradient("tab", palette.tabTop, palette.tabBottom)
        c.markup += gradient("popover", palette.popoverTop, palette.popoverBottom)
        c.markup += gradient("search", palette.barTop, palette.barBottom)
        c.markup += "</defs>"
        if options.bezel {
            c.rect(box, fill: "#1B1B1D", stroke: "#5A5A5E", radius: 36, strokeWidth: 2)
        }
        c.rect(layout.screen, fill: palette.window)
        return c.markup
    }

    /// A vertical linear gradient.
    func gradient(_ id: String, _ top: String, _ bottom: String) -> String {
        "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(top)\"/><stop offset=\"1\" stop-color=\"\(bottom)\"/></linearGradient>"
    }

    /// One element per node, in the layout's order. With `previous` (an earlier layout and the
    /// elements this renderer drew for it), a node that is the same, under a parent of the same
    /// kind, keeps its element: a keystroke's change redraws only what it touched.
    public func elements(_ layout: SceneLayout, reusing previous: (layout: SceneLayout, elements: [SVGElement])? = nil) -> [SVGElement] {
        let parents = Self.parents(of: layout)
        var reusable: [String: (node: LayoutNode, parent: NodeParent, element: SVGElement)] = [:]
        if let previous, previous.layout.nodes.count == previous.elements.count {
            let oldParents = Self.parents(of: previous.layout)
            for (node, element) in zip(previous.layout.nodes, previous.elements) {
                reusable[node.id] = (node, node.parent.flatMap { oldParents[$0] } ?? NodeParent(), element)
            }
        }
        return layout.nodes.map { node in
            let parent = node.parent.flatMap { parents[$0] } ?? NodeParent()
            if let old = reusable[node.id], old.node == node, old.parent == parent { return old.element }
            return element(node, parentKind: parent.kind, barLook: parent.barLook)
        }
    }

    /// What a node's drawing needs to know of its parent: its kind, and the look of the bar it
    /// is (NAV-07).
    struct NodeParent: Equatable {
        /// The parent's kind.
        var kind: NodeKind?
        /// The parent bar's look, when the app styled it.
        var barLook: BarLook?
    }

    /// Every node of `layout` as a parent, by id.
    static func parents(of layout: SceneLayout) -> [String: NodeParent] {
        var parents: [String: NodeParent] = [:]
        parents.reserveCapacity(layout.nodes.count)
        for node in layout.nodes { parents[node.id] = NodeParent(kind: node.kind, barLook: BarLook(bar: node)) }
        return parents
    }

    /// The element of one node.
    func element(_ node: LayoutNode, parentKind: NodeKind?, barLook: BarLook? = nil) -> SVGElement {
        var c = SVGCanvas()
        c.markup.reserveCapacity(512)
        c.markup += "<g data-id=\"\(SVGText.escape(node.id))\" data-kind=\"\(node.kind.name)\""
        c.markup += " data-frame=\"\(c.n(node.frame.minX)) \(c.n(node.frame.minY)) \(c.n(node.frame.width)) \(c.n(node.frame.height))\""
        // A node fading in or out (a moment of a transition, protocol.md 12.5).
        if let alpha = node.number(.opacity) { c.markup += " opacity=\"\(c.n(alpha))\"" }
        c.markup += ">"
        draw(node, on: &c, parentKind: parentKind, barLook: barLook)
        if options.highlight == node.id {
            c.rect(node.frame, fill: "none", stroke: palette.highlight, radius: 2, strokeWidth: 3)
        }
        c.markup += "</g>"
        return SVGElement(id: node.id, markup: c.markup)
    }
}
