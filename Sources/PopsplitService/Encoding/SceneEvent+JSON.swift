import PopsplitJSON
import PopsplitModel

extension SceneEvent {
    /// The params of a `scene/event` notification: `{scene, seq, name, target, args}`.
    /// `seq` numbers the scene's events from 1, in UIKit's order.
    func notificationParams(scene: String, seq: Int) -> JSONText {
        JSONText(capacity: 192) { out in
            out.openObject()
            out.key("scene")
            out.string(scene)
            out.key("seq")
            out.int(seq)
            out.key("name")
            out.string(name.rawValue)
            out.key("target")
            out.string(orNull: target)
            out.key("args")
            out.fields(fields)
            out.closeObject()
        }
    }
}
