import PopsplitJSON
import PopsplitModel

/// How a preview animates from the previous layout to the new one: the animation's kind and
/// duration (seconds) and the frames before (window coordinates, as in the previous layout).
struct LayoutTransition: Equatable {
    /// `rotation`, `push`, `pop`, `present`, `dismiss` ... as the model names the animation.
    var kind: String
    /// Seconds.
    var duration: Double
    /// The layout version this one animates from.
    var fromVersion: Int
    /// The orientation before.
    var fromOrientation: InterfaceOrientation
    /// Every node of the previous layout: id and frame.
    var before: [LayoutNode]

    /// `{kind, duration, fromVersion, fromOrientation, before: [{id, frame}]}`.
    var json: JSONValue {
        var object = JSONObject()
        object["kind"] = .string(kind)
        object["duration"] = .double(duration)
        object["fromVersion"] = .int(Int64(fromVersion))
        object["fromOrientation"] = .string(fromOrientation.rawValue)
        object["before"] = .array(
            before.map { node in
                var o = JSONObject()
                o["id"] = .string(node.id)
                o["frame"] = node.frame.json
                return .object(o)
            })
        return .object(object)
    }
}
