/// What only a custom container view controller has (CNT-01; iOS 5's containment API, which
/// Neuburg's ch. 22 points to: "you are free to design your own custom parent view controllers"):
/// where each child's view goes in the container's view, and which children are its child view
/// controllers at launch.
public struct ContainerOptions: Sendable, Equatable {
    /// The frame of each child's view in the container's view, one per child, in order.
    public var childFrames: [Rect]
    /// The children added at launch (`addChildViewController:` and their views in the
    /// container's), in the children's order; `nil`: all of them.
    public var shownChildren: [String]?

    /// Options; with no frames, a child's view fills the container's.
    public init(childFrames: [Rect] = [], shownChildren: [String]? = nil) {
        self.childFrames = childFrames
        self.shownChildren = shownChildren
    }
}
