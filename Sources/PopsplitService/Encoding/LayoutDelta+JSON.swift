import PopsplitJSON
import PopsplitModel

extension LayoutDelta {
    /// The params of a `mode: "delta"` `scene/layout` notification: `{scene, version, mode,
    /// baseVersion, orientation, screen, applicationFrame, changed, removed, order, transition}`.
    /// `layout` is the new layout (its orientation, screen and application frame, in window
    /// coordinates, points, y down); `baseVersion` is the version this delta applies to.
    func notificationParams(
        scene: String, version: Int, baseVersion: Int, layout: SceneLayout, transition: LayoutTransition?
    ) -> JSONValue {
        var object = JSONObject()
        object["scene"] = .string(scene)
        object["version"] = .int(Int64(version))
        object["mode"] = "delta"
        object["baseVersion"] = .int(Int64(baseVersion))
        object["orientation"] = .string(layout.orientation.rawValue)
        object["screen"] = layout.screen.json
        object["applicationFrame"] = layout.applicationFrame.json
        object["changed"] = .array(changed.map(\.json))
        object["removed"] = .array(removed.map { .string($0) })
        object["order"] = .array(order.map { .string($0) })
        object["transition"] = transition?.json ?? .null
        return .object(object)
    }
}
