import PopsplitJSON
import PopsplitModel

extension LayoutDelta {
    /// The params of a `mode: "delta"` `scene/layout` notification: `{scene, version, mode,
    /// baseVersion, orientation, screen, applicationFrame, changed, removed, order, transition}`.
    /// `layout` is the new layout (its orientation, screen and application frame, in window
    /// coordinates, points, y down); `baseVersion` is the version this delta applies to.
    func notificationParams(
        scene: String, version: Int, baseVersion: Int, layout: SceneLayout, transition: LayoutTransition?
    ) -> JSONText {
        JSONText(capacity: 256 + 192 * changed.count + 24 * order.count) { out in
            out.openObject()
            out.layoutHeader(scene: scene, version: version, mode: "delta")
            out.key("baseVersion")
            out.int(baseVersion)
            out.layoutGeometry(layout)
            out.key("changed")
            out.openArray()
            for node in changed { out.layoutNode(node) }
            out.closeArray()
            out.key("removed")
            out.openArray()
            for id in removed { out.string(id) }
            out.closeArray()
            out.key("order")
            out.openArray()
            for id in order { out.string(id) }
            out.closeArray()
            out.transition(transition)
            out.closeObject()
        }
    }
}
