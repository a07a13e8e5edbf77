/// How to draw a layout.
public struct RenderOptions: Sendable, Equatable {
    /// The colour scheme.
    public var theme: RenderTheme
    /// The id of a node to outline, if any.
    public var highlight: String?
    /// Output pixels (SVG width and height, PNG size) per point; the SVG's user units stay points.
    public var scale: Double
    /// Whether to draw the iPad's bezel around the screen.
    public var bezel: Bool
    /// Whether to overlay each popover's placement explanation (candidates outlined, the chosen
    /// side solid).
    public var explain: Bool
    /// A caption drawn in a band under the screen (SVG and PNG; the text picture leaves it out),
    /// if any: what the picture shows that the screen cannot, such as a refused rotation.
    public var caption: String?
    /// Text rendering: the grid's columns and rows.
    public var columns: Int, rows: Int

    /// The largest grid side accepted: 400 cells (a 1000 x 1000 picture took a
    /// second while every request behind it waited; 400 x 400 costs a few milliseconds).
    public static let maximumGrid = 400
    /// The scale's range.
    public static let scales: ClosedRange<Double> = 0.1...8

    /// Options with defaults: light, no highlight, scale 1, no bezel, no explanation, 96 x 48 text.
    public init(
        theme: RenderTheme = .light, highlight: String? = nil, scale: Double = 1, bezel: Bool = false,
        explain: Bool = false, caption: String? = nil, columns: Int = 96, rows: Int = 48
    ) {
        self.theme = theme
        self.highlight = highlight
        self.scale = scale
        self.bezel = bezel
        self.explain = explain
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }
}
