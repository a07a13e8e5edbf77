import PopsplitModel

/// One open scene and the counters the protocol keeps for it.
struct SceneEntry: Equatable {
    /// The live model.
    var scene: Scene
    /// The version of the last `scene/layout` sent; grows by one with each.
    var layoutVersion: Int
    /// The layout last sent (what a transition animates from). Always equal to `scene.layout` between
    /// requests: a cache, kept so that a command computes one layout rather than two.
    var lastLayout: SceneLayout
    /// The number of `scene/event` notifications sent so far.
    var eventCount: Int
}
