/// What only UIKit's split view controller has (SPL-08, SPL-09).
public struct SplitOptions: Sendable, Equatable {
    /// `presentsWithGesture` (iOS 5.1+, default true, SPL-08).
    public var presentsWithGesture: Bool
    /// Whether the delegate lets the master hide in portrait
    /// (`splitViewController:shouldHideViewController:inOrientation:`'s answer; default true, SPL-09).
    public var hidesMasterInPortrait: Bool
    /// Whether the delegate implements
    /// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:` (the
    /// swipe needs it, SPL-08; default true).
    public var implementsWillHide: Bool

    /// Options; the defaults of a delegate that implements the messages and lets the master hide.
    public init(presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true, implementsWillHide: Bool = true) {
        self.presentsWithGesture = presentsWithGesture
        self.hidesMasterInPortrait = hidesMasterInPortrait
        self.implementsWillHide = implementsWillHide
    }
}
