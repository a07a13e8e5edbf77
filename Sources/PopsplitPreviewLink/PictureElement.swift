/// The markup of one node in a picture, keyed by the node's id (`data-id`).
public struct PictureElement: Equatable, Sendable {
    /// The node's id.
    public var id: String
    /// The `<g>` element.
    public var markup: String

    /// An element.
    public init(id: String, markup: String) {
        self.id = id
        self.markup = markup
    }
}
