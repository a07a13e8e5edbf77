import PopsplitModel
import PopsplitRender

/// The picture last sent for a scene with some options: what the next patch starts from.
struct SentPicture {
    /// Its layout version.
    let version: Int
    /// Its layout.
    let layout: SceneLayout
    /// Its elements.
    let elements: [SVGElement]
}
