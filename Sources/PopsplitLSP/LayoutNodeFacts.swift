import PopsplitJSON

/// A node of the scene's current layout as the daemon laid it out (`scene/layout`): what hover
/// shows of it.
struct LayoutNodeFacts {
    /// The node's kind (`controller`, `button`, `popover` ...).
    let kind: String
    /// Its frame `[x, y, width, height]` in window coordinates, points.
    let frame: [Double]
    /// Its attributes (`controllerKind`, `title`, `arrowDirection` ...).
    let attributes: JSONObject
    /// The orientation the layout is in.
    let orientation: String

    /// The facts of a layout node's JSON.
    init(node: JSONValue, orientation: String) {
        kind = node["kind"]?.stringValue ?? "node"
        frame = node["frame"]?.arrayValue?.compactMap(\.doubleValue) ?? []
        attributes = node["attributes"]?.objectValue ?? JSONObject()
        self.orientation = orientation
    }
}
