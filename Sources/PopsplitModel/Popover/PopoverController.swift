/// A `UIPopoverController` of a scene (POP-01): not a view controller itself, it holds a content
/// view controller and the options its next presentation uses. Whether it is visible is whether a
/// ``PopoverPresentation`` of it is among the scene's presentations.
public struct PopoverController: Sendable, Hashable {
    /// Who keeps the popover controller alive.
    public enum Owner: String, Sendable, Hashable, CaseIterable {
        /// The app (a document's `popovers` or `popover/create`): releasing it while visible raises (POP-14).
        case app
        /// A popover segue (POP-15): the system retains it.
        case segue
        /// A search display controller's results popover (POP-26).
        case searchDisplay
        /// An action sheet's popover (POP-26).
        case actionSheet
    }

    /// What happens to a visible rect-anchored popover after a rotation (POP-27).
    public enum RotationPolicy: String, Sendable, Hashable, CaseIterable {
        /// UIKit's behaviour: left where it was and reported as needing presentation again.
        case keep
        /// What apps hand-wrote in didRotate: presented again from the same rect in its view.
        case represent
        /// Dismissed from code (no delegate messages).
        case dismiss
    }

    /// The popover controller's id (shares the document's id namespace).
    public var id: String
    /// `contentViewController`.
    public var content: String
    /// `popoverContentSize` set on the popover controller (POP-04); `nil` follows the content.
    public var contentSize: Size?
    /// `passthroughViews`: ids of views (or bars) whose taps pass through (POP-17).
    public var passthroughViews: [String]
    /// `popoverLayoutMargins` (POP-11).
    public var layoutMargins: EdgeInsets
    /// The background view's metrics (POP-12).
    public var background: PopoverBackgroundMetrics
    /// After a rotation (POP-27).
    public var rotationPolicy: RotationPolicy
    /// Whether entering the background dismisses it (ROT-04's common practice, opt-in).
    public var dismissOnBackground: Bool
    /// Who keeps it alive.
    public var owner: Owner

    /// A popover controller with UIKit's defaults.
    public init(
        id: String, content: String, contentSize: Size? = nil, passthroughViews: [String] = [],
        layoutMargins: EdgeInsets = PopoverPlacement.defaultMargins, background: PopoverBackgroundMetrics = .iOS6,
        rotationPolicy: RotationPolicy = .keep, dismissOnBackground: Bool = false, owner: Owner = .app
    ) {
        self.id = id
        self.content = content
        self.contentSize = contentSize
        self.passthroughViews = passthroughViews
        self.layoutMargins = layoutMargins
        self.background = background
        self.rotationPolicy = rotationPolicy
        self.dismissOnBackground = dismissOnBackground
        self.owner = owner
    }
}
