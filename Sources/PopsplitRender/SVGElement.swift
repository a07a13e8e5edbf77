/// The markup of one node in an SVG rendering, keyed by the node's id.
public struct SVGElement: Sendable, Equatable {
    /// The node's id (`data-id`).
    public var id: String
    /// The `<g>` element.
    public var markup: String
}
