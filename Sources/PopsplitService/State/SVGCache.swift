import PopsplitModel
import PopsplitRender

/// The SVG elements last drawn for a scene, with the options and layout they were drawn for, so
/// that the next `scene/render` redraws only the nodes that changed (a keystroke's change).
struct SVGCache: Equatable {
    /// The options the elements were drawn with.
    var options: RenderOptions
    /// The layout version drawn.
    var layoutVersion: Int
    /// The layout drawn.
    var layout: SceneLayout
    /// One element per node of `layout`.
    var elements: [SVGElement]
}
