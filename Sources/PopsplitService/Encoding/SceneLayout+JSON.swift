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
    /// `transition` that led here when the command animated. The nodes `kept` has unchanged are
    /// copied from it; returns the nodes' bytes for the next layout.
    @discardableResult
    mutating func fullLayout(
        _ layout: SceneLayout, scene: String, version: Int, transition: LayoutTransition?, reusing kept: EncodedNodes? = nil
    ) -> EncodedNodes? {
        openObject()
        layoutHeader(scene: scene, version: version, mode: "full")
        layoutGeometry(layout)
        key("nodes")
        let encoded = layoutNodes(layout.nodes, reusing: kept)
        self.transition(transition)
        closeObject()
        return encoded
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
        notificationParams(scene: scene, version: version, transition: transition, reusing: nil).params
    }

    /// ``notificationParams(scene:version:transition:)`` copying the nodes `kept` has
    /// unchanged, with the nodes' bytes for the next layout.
    func notificationParams(
        scene: String, version: Int, transition: LayoutTransition?, reusing kept: EncodedNodes?
    ) -> (params: JSONText, nodes: EncodedNodes?) {
        var nodes: EncodedNodes?
        let capacity = 256 + (kept?.bytes.count ?? 192 * self.nodes.count) + (transition.map { 64 * $0.before.count } ?? 0)
        let params = JSONText(capacity: capacity) { nodes = $0.fullLayout(self, scene: scene, version: version, transition: transition, reusing: kept) }
        return (params, nodes)
    }
}
