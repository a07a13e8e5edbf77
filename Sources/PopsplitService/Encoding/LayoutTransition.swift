import PopsplitJSON
import PopsplitModel

/// How a preview animates from the previous layout to the new one: the animation's kind and
/// duration (seconds) and the frames before (window coordinates, as in the previous layout).
struct LayoutTransition: Equatable {
    /// The animation: its kind (`rotation`, `push`, `pop` ...) and duration in seconds.
    var animation: Animation
    /// The layout version this one animates from.
    var fromVersion: Int
    /// The orientation before.
    var fromOrientation: InterfaceOrientation
    /// Every node of the previous layout: id and frame.
    var before: [LayoutNode]

    /// Writes `{kind, duration, fromVersion, fromOrientation, before: [{id, frame}]}`.
    func write(into out: inout JSONOutput) {
        out.openObject()
        out.key("kind")
        out.string(animation.kind.rawValue)
        out.key("duration")
        out.real(animation.duration)
        out.key("fromVersion")
        out.int(fromVersion)
        out.key("fromOrientation")
        out.string(fromOrientation.rawValue)
        out.key("before")
        out.openArray()
        for node in before {
            out.openObject()
            out.key("id")
            out.string(node.id)
            out.key("frame")
            out.rect(node.frame)
            out.closeObject()
        }
        out.closeArray()
        out.closeObject()
    }
}
