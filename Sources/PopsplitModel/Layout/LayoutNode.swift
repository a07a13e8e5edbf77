/// One visible thing on screen: a controller's view, a bar, a bar button item, a view, a dimming
/// view. Frames are in window coordinates (points, y down, origin at the top-left of the screen in
/// the current interface orientation).
public struct LayoutNode: Sendable, Equatable {
    /// The document id (controller, view or item), or a derived id for chrome
    /// (`<navId>.navigationBar`, `<navId>.toolbar`, `<tabId>.tabBar`, `statusBar`, `<id>.dimming`,
    /// `<navId>.back`).
    public var id: String
    /// What it is: a view of the document or a piece of chrome (``NodeKind``).
    public var kind: NodeKind
    /// The id of the node it sits in, `nil` for top-level nodes.
    public var parent: String?
    /// Frame in window coordinates.
    public var frame: Rect
    /// Extra attributes (title, style ...).
    public var attributes: [Field]

    /// A node.
    public init(id: String, kind: NodeKind, parent: String?, frame: Rect, attributes: [Field] = []) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.attributes = attributes
    }
}
