import PopsplitModel
import PopsplitRender

/// Where the last animated command's transition started: its duration and the layout before.
/// Kept as it is (a few references) and turned into the renderer's ``RenderTransition`` (a
/// dictionary of frames) only when `scene/render` asks for a moment of it.
struct TransitionStart: Equatable {
    /// Seconds.
    var duration: Double
    /// The layout the transition animates from.
    var layoutBefore: SceneLayout

    /// The transition as the renderer takes it: each node's frame before (the last node of an
    /// id wins), and the screen before.
    var renderTransition: RenderTransition {
        var before: [String: Rect] = [:]
        for node in layoutBefore.nodes { before[node.id] = node.frame }
        return RenderTransition(duration: duration, before: before, screenBefore: layoutBefore.screen)
    }
}
