import PopsplitModel
import PopsplitRender

/// Where the last animated command's transition started: its duration and the layout before.
/// Kept as it is (a few references) and turned into the renderer's ``RenderTransition`` (a
/// dictionary of frames) only when `scene/render` asks for a moment of it.
struct TransitionStart: Equatable {
    /// Seconds.
    var duration: Double
    /// What the animation is.
    var kind: AnimationKind
    /// The layout the transition animates from.
    var layoutBefore: SceneLayout

    /// The transition as the renderer takes it: each node's frame before (the last node of an
    /// id wins), the screen before, the kind, and the nodes before that `now` does not have.
    func renderTransition(now: SceneLayout) -> RenderTransition {
        var before: [String: Rect] = [:]
        for node in layoutBefore.nodes { before[node.id] = node.frame }
        let present = Set(now.nodes.map(\.id))
        return RenderTransition(
            duration: duration, before: before, screenBefore: layoutBefore.screen,
            orientationBefore: layoutBefore.orientation, kind: kind,
            leaving: layoutBefore.nodes.filter { !present.contains($0.id) })
    }
}
