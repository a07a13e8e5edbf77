import PopsplitDocument
import PopsplitModel
import PopsplitRender

/// What ``SceneEntry`` holds: one open scene and the counters the protocol keeps for it.
struct SceneEntryFields: Equatable {
    /// The live model.
    var scene: Scene
    /// The version of the last `scene/layout` sent; grows by one with each.
    var layoutVersion: Int
    /// The layout last sent (what a transition animates from). Always equal to `scene.layout` between
    /// requests: a cache, kept so that a command computes one layout rather than two.
    var lastLayout: SceneLayout
    /// The number of `scene/event` notifications sent so far.
    var eventCount: Int
    /// The `path` the scene was opened from, if any (`popsplit render --session` finds it by name).
    var documentPath: String? = nil
    /// The layout sent before `lastLayout` (what an SVG patch starts from), if any.
    var previousLayout: SceneLayout? = nil
    /// Where the animation that led to `lastLayout` started, if it animated.
    var transitionStart: TransitionStart? = nil
    /// The text of the document last loaded (`scene/open`, `scene/reload`), when it was given as
    /// text or read from a path; nil for a document given as a value.
    var documentText: String? = nil
    /// Where ``documentText`` declares each id: built by the first `scene/locate` or
    /// `scene/nodeAt` after a load, then kept (a cache: not part of the scene's state).
    var sourceMap: DocumentSourceMap? = nil
    /// The SVG elements last drawn by `scene/render` (a cache: not part of the scene's state).
    var svgCache: SVGCache? = nil
    /// The bytes of the nodes of the last full layout written (a cache: not part of the
    /// scene's state; see ``EncodedNodes``).
    var encodedNodes: EncodedNodes? = nil
}
