import PopsplitModel

/// Popovers: the dark frame with rounded corners and the arrow on its side at its offset, drawn
/// from the node's attributes (arrowDirection, arrowTip, contentFrame).
extension SVGRenderer {
    /// The arrow's half base and the frame's corner radius, as drawn.
    static let arrowHalfBase: Double = 20
    /// The outer corner radius.
    static let cornerRadius: Double = 10

    /// Draws a popover node: body (frame less the arrow), arrow, content well.
    func drawPopover(_ node: LayoutNode, on c: inout SVGCanvas) {
        let f = node.frame
        let direction = node.arrowDirection ?? .up
        let tip = node.point(.arrowTip) ?? Point(x: f.midX, y: f.minY)
        let content = node.rect(.contentFrame) ?? f
        var body = f
        // The arrow's height is what lies between the frame's arrow edge and the content's inset.
        let h = max(0, arrowHeight(direction, frame: f, content: content))
        switch direction {
        case .up: body = f.inset(top: h, left: 0, bottom: 0, right: 0)
        case .down: body = f.inset(top: 0, left: 0, bottom: h, right: 0)
        case .left: body = f.inset(top: 0, left: h, bottom: 0, right: 0)
        case .right: body = f.inset(top: 0, left: 0, bottom: 0, right: h)
        }
        c.rect(Rect(x: body.minX + 2, y: body.minY + 4, width: body.width, height: body.height), fill: "#00000040", radius: SVGRenderer.cornerRadius)
        c.rect(body, fill: "url(#popover)", stroke: palette.popoverEdge, radius: SVGRenderer.cornerRadius)
        let b = SVGRenderer.arrowHalfBase
        let arrow: [Point]
        switch direction {
        case .up: arrow = [tip, Point(x: tip.x + b, y: body.minY + 1), Point(x: tip.x - b, y: body.minY + 1)]
        case .down: arrow = [tip, Point(x: tip.x - b, y: body.maxY - 1), Point(x: tip.x + b, y: body.maxY - 1)]
        case .left: arrow = [tip, Point(x: body.minX + 1, y: tip.y - b), Point(x: body.minX + 1, y: tip.y + b)]
        case .right: arrow = [tip, Point(x: body.maxX - 1, y: tip.y + b), Point(x: body.maxX - 1, y: tip.y - b)]
        }
        c.polygon(arrow, fill: direction == .down ? palette.popoverBottom : palette.popoverTop, stroke: palette.popoverEdge)
        // POP-33: the default content appearance has rounded corners; wantsDefaultContentAppearance
        // NO draws them square.
        if node.bool(.wantsDefaultContentAppearance) == false {
            c.rect(content, fill: palette.content)
        } else {
            c.rect(content, fill: palette.content, radius: 3)
        }
        if node.bool(.needsPresentation) == true {  // POP-27: left where it was, waiting to be presented again
            c.rect(
                f.inset(top: -3, left: -3, bottom: -3, right: -3), fill: "none", stroke: palette.highlight, radius: SVGRenderer.cornerRadius, strokeWidth: 2,
                dash: true)
        }
    }

    /// The arrow's height implied by the frame and the content frame: the larger inset on the
    /// arrow's side less the opposite side's.
    func arrowHeight(_ direction: ArrowDirection, frame f: Rect, content: Rect) -> Double {
        switch direction {
        case .up: (content.minY - f.minY) - (f.maxY - content.maxY)
        case .down: (f.maxY - content.maxY) - (content.minY - f.minY)
        case .left: (content.minX - f.minX) - (f.maxX - content.maxX)
        case .right: (f.maxX - content.maxX) - (content.minX - f.minX)
        }
    }
}
