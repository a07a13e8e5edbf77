import PopsplitModel

/// A freshly opened scene, for the properties that check the launch state too.
struct LaunchContext {
    /// The generated document.
    var document: SceneDocument
    /// The scene `Scene.open` returned.
    var scene: Scene
    /// The launch events.
    var events: [SceneEvent]
    /// The launch layout.
    var layout: SceneLayout
}
