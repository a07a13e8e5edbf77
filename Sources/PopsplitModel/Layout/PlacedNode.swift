/// A layout node with what the model needs to hit-test it and to hide it when its controller is
/// covered by a presentation.
struct PlacedNode: Sendable, Equatable {
    /// The public node (frame in window coordinates, points, y down).
    var node: LayoutNode
    /// What the node is.
    var role: NodeRole
    /// Whether touches reach it and its subtree (`userInteractionEnabled`).
    var interactive: Bool
    /// The controller whose visibility decides the node's (`nil`: always shown).
    var owner: String?
}
