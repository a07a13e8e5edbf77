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
    /// How each visible popover was placed, by popover id: every side considered (for previews
    /// that draw the explanation; not part of the `scene/layout` notification).
    public var placements: [String: PlacementResult]

    /// A layout.
    public init(
        orientation: InterfaceOrientation, screen: Rect, applicationFrame: Rect, nodes: [LayoutNode],
        placements: [String: PlacementResult] = [:]
    ) {
        self.orientation = orientation
        self.screen = screen
        self.applicationFrame = applicationFrame
        self.nodes = nodes
        self.placements = placements
    }
}
