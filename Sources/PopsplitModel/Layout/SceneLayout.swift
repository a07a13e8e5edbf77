/// Everything visible in a scene, back to front, as a pure function of the scene's state.
public struct SceneLayout: Sendable, Equatable {
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The screen's bounds in the current orientation (768 x 1024 or 1024 x 768).
    public var screen: Rect
    /// The application frame: the screen less the status bar (ROT-01).
    public var applicationFrame: Rect
    /// Visible nodes, back to front (parents before children).
    public var nodes: [LayoutNode]

    /// A layout.
    public init(orientation: InterfaceOrientation, screen: Rect, applicationFrame: Rect, nodes: [LayoutNode]) {
        self.orientation = orientation
        self.screen = screen
        self.applicationFrame = applicationFrame
        self.nodes = nodes
    }
}
