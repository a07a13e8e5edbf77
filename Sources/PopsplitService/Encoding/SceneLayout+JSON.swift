import PopsplitJSON
import PopsplitModel

extension LayoutNode {
    /// `{id, kind, parent, frame, attributes}`; the frame in window coordinates.
    var json: JSONValue {
        var object = JSONObject()
        object["id"] = .string(id)
        object["kind"] = .string(kind.rawValue)
        object["parent"] = parent.map { .string($0) } ?? .null
        object["frame"] = frame.json
        object["attributes"] = .object(attributes.jsonObject)
        return .object(object)
    }
}

extension SceneLayout {
    /// The params of a full `scene/layout` notification (`mode: "full"`): every visible node, back to
    /// front, plus the `transition` that led here when the command animated.
    func notificationParams(scene: String, version: Int, transition: LayoutTransition?) -> JSONValue {
        var object = JSONObject()
        object["scene"] = .string(scene)
        object["version"] = .int(Int64(version))
        object["mode"] = "full"
        object["orientation"] = .string(orientation.rawValue)
        object["screen"] = screen.json
        object["applicationFrame"] = applicationFrame.json
        object["nodes"] = .array(nodes.map(\.json))
        object["transition"] = transition?.json ?? .null
        return .object(object)
    }
}
