import PopsplitModel

/// An animation a layout came with: how long it runs and where each node was before it, so a
/// rendering can show any moment of it (protocol.md section 12).
public struct RenderTransition: Sendable, Equatable {
    /// How the animation's progress follows time.
    public enum Curve: String, Sendable, CaseIterable {
        /// Progress proportional to time.
        case linear
        /// UIKit's default `UIViewAnimationCurveEaseInOut`: the cubic Bézier (0.42, 0), (0.58, 1).
        case easeInOut
    }

    /// Seconds.
    public var duration: Double
    /// Each node's frame before the animation, by id (window coordinates of the layout before).
    public var before: [String: Rect]
    /// The screen before (its orientation may differ).
    public var screenBefore: Rect
    /// The interface orientation before: a rotation's picture turns from it (``ScreenTurn``).
    public var orientationBefore: InterfaceOrientation
    /// What the animation is (a push, a slide, a sheet rising ...): how what appears and leaves
    /// moves (``TransitionMotion``); nil: they appear and go at once.
    public var kind: AnimationKind?
    /// The nodes of the layout before that the layout now does not have, in their order.
    public var leaving: [LayoutNode]

    /// A transition.
    public init(
        duration: Double, before: [String: Rect], screenBefore: Rect, orientationBefore: InterfaceOrientation,
        kind: AnimationKind? = nil, leaving: [LayoutNode] = []
    ) {
        self.duration = duration
        self.before = before
        self.screenBefore = screenBefore
        self.orientationBefore = orientationBefore
        self.kind = kind
        self.leaving = leaving
    }
}
