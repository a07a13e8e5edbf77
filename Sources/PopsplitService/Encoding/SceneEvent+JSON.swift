import PopsplitJSON
import PopsplitModel

extension SceneEvent {
    /// The params of a `scene/event` notification: `{scene, seq, name, target, args}`.
    /// `seq` numbers the scene's events from 1, in UIKit's order.
    func notificationParams(scene: String, seq: Int) -> JSONValue {
        var object = JSONObject()
        object["scene"] = .string(scene)
        object["seq"] = .int(Int64(seq))
        object["name"] = .string(name.rawValue)
        object["target"] = target.map { .string($0) } ?? .null
        object["args"] = .object(fields.jsonObject)
        return .object(object)
    }
}
