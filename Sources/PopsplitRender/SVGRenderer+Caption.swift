import PopsplitModel

/// The caption band (`caption`, protocol.md section 12.2): a dark band under the screen (and
/// bezel) with the caption in white, wrapped to the picture's width, at most four lines.
extension SVGRenderer {
    /// The caption's font size.
    static let captionSize: Double = 24
    /// The caption's line height.
    static let captionLineHeight: Double = 30

    /// The caption's lines, as wide as the picture allows.
    func captionLines(_ layout: SceneLayout) -> [String] {
        guard let caption = options.caption, !caption.isEmpty else { return [] }
        let b = options.bezel ? SVGRenderer.bezelWidth : 0
        return SVGRenderer.wrapParagraphs(caption, width: layout.screen.width + 2 * b - 32, size: SVGRenderer.captionSize, limit: 4)
    }

    /// The band's height: 0 without a caption.
    func captionHeight(_ layout: SceneLayout) -> Double {
        let lines = captionLines(layout)
        return lines.isEmpty ? 0 : Double(lines.count) * SVGRenderer.captionLineHeight + 24
    }

    /// The band and its text, one `<g data-id="caption" data-kind="caption">`.
    func captionBand(_ layout: SceneLayout) -> String {
        let lines = captionLines(layout)
        guard !lines.isEmpty else { return "" }
        let b = options.bezel ? SVGRenderer.bezelWidth : 0
        let band = Rect(x: layout.screen.minX - b, y: layout.screen.maxY + b, width: layout.screen.width + 2 * b, height: captionHeight(layout))
        var c = SVGCanvas()
        c.markup += "<g data-id=\"caption\" data-kind=\"caption\">"
        c.rect(band, fill: "#26262A")
        c.rect(Rect(x: band.minX, y: band.minY, width: band.width, height: 4), fill: palette.highlight)
        for (i, line) in lines.enumerated() {
            let y = band.minY + 12 + SVGRenderer.captionLineHeight / 2 + Double(i) * SVGRenderer.captionLineHeight
            c.text(line, at: Point(x: band.minX + 16, y: y), size: SVGRenderer.captionSize, fill: "#FFFFFF", anchor: "start")
        }
        c.markup += "</g>"
        return c.markup
    }
}
