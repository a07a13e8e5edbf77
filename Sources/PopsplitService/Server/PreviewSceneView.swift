import PopsplitModel

/// What the preview page reads of an open scene: the pure state, the layout last sent
/// and its version, the document's path, how the layout animated.
public struct PreviewSceneView: Sendable {
    /// The live model (a value: copying it is cheap, copy-on-write).
    public let scene: Scene
    /// The version of the last `scene/layout` sent.
    public let layoutVersion: Int
    /// The layout last sent.
    public let layout: SceneLayout
    /// The path the scene was opened from, if any.
    public let documentPath: String?
    /// How the last layout animated into place, if it did (its kind and duration): a page plays
    /// its moments (protocol.md 13.3, `motion`).
    public let motion: Animation?
}
