import PopsplitJSON
import PopsplitModel

extension JSONOutput {
    /// A layout node: `{id, kind, parent, frame, attributes}`; the frame in window coordinates.
    mutating func layoutNode(_ node: LayoutNode) {
        openObject()
        key("id")
        string(node.id)
        key("kind")
        string(node.kind.name)
        key("parent")
        string(orNull: node.parent)
        key("frame")
        rect(node.frame)
        key("attributes")
        fields(node.attributes)
        closeObject()
    }

    /// The members every `scene/layout` starts with: `scene, version, mode`.
    mutating func layoutHeader(scene: String, version: Int, mode: String) {
        key("scene")
        string(scene)
        key("version")
        int(version)
        key("mode")
        string(mode)
    }

    /// `orientation, screen, applicationFrame` of `layout`.
    mutating func layoutGeometry(_ layout: SceneLayout) {
        key("orientation")
        string(layout.orientation.rawValue)
        key("screen")
        rect(layout.screen)
        key("applicationFrame")
        rect(layout.applicationFrame)
    }

    /// A full layout (`mode: "full"`): every visible node of `layout`, back to front, plus the
    /// `transition` that led here when the command animated.
    mutating func fullLayout(_ layout: SceneLayout, scene: String, version: Int, transition: LayoutTransition?) {
        openObject()
        layoutHeader(scene: scene, version: version, mode: "full")
        layoutGeometry(layout)
        key("nodes")
        openArray()
        for node in layout.nodes { layoutNode(node) }
        closeArray()
        self.transition(transition)
        closeObject()
    }

    /// The `transition` member: the transition, or `null`.
    mutating func transition(_ transition: LayoutTransition?) {
        key("transition")
        guard let transition else { return null() }
        transition.write(into: &self)
    }
}

extension SceneLayout {
    /// The params of a full `scene/layout` notification (`mode: "full"`): every visible node, back to
    /// front, plus the `transition` that led here when the command animated.
    func notificationParams(scene: String, version: Int, transition: LayoutTransition?) -> JSONText {
        JSONText(capacity: 256 + 192 * nodes.count) { $0.fullLayout(self, scene: scene, version: version, transition: transition) }
    }
}
