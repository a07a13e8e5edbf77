import PopsplitModel

/// What the preview page reads of an open scene: the pure state, the layout last sent
/// and its version, the document's path.
public struct PreviewSceneView: Sendable {
    /// The live model (a value: copying it is cheap, copy-on-write).
    public let scene: Scene
    /// The version of the last `scene/layout` sent.
    public let layoutVersion: Int
    /// The layout last sent.
    public let layout: SceneLayout
    /// The path the scene was opened from, if any.
    public let documentPath: String?
}
