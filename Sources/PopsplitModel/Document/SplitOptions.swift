/// What only UIKit's split view controller has (SPL-08, SPL-09).
public struct SplitOptions: Sendable, Equatable {
    /// `presentsWithGesture` (iOS 5.1+, default true, SPL-08).
    public var presentsWithGesture: Bool
    /// Whether the delegate lets the master hide in portrait
    /// (`splitViewController:shouldHideViewController:inOrientation:`'s answer; default true, SPL-09).
    public var hidesMasterInPortrait: Bool
    /// Whether the delegate lets the master hide in landscape (the same method's answer for a
    /// landscape orientation; default false, as UIKit without the method; SPL-17).
    public var hidesMasterInLandscape: Bool
    /// Whether the delegate implements `splitViewController:shouldHideViewController:inOrientation:`
    /// live: the daemon asks the client at every rotation of the split view, for the new
    /// orientation, with ``hidesMasterInPortrait`` or ``hidesMasterInLandscape`` as the default
    /// answer (SPL-17; default false: those two are the delegate's fixed answers).
    public var implementsShouldHide: Bool
    /// Whether the delegate implements
    /// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:` (the
    /// swipe needs it, SPL-08; default true).
    public var implementsWillHide: Bool
    /// Where the delegate puts the hidden master's bar button item (SPL-13; default the detail's
    /// navigation bar).
    public var masterButtonPlace: MasterButtonPlace
    /// The title the delegate gives the item in willHide (SPL-14); nil: the master's title, as
    /// UIKit sets it (SPL-05).
    public var masterButtonTitle: String?

    /// Options; the defaults of a delegate that implements the messages, lets the master hide and
    /// puts the item on the detail's navigation bar with UIKit's title.
    public init(
        presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true, hidesMasterInLandscape: Bool = false,
        implementsShouldHide: Bool = false, implementsWillHide: Bool = true, masterButtonPlace: MasterButtonPlace = .navigationBar,
        masterButtonTitle: String? = nil
    ) {
        self.presentsWithGesture = presentsWithGesture
        self.hidesMasterInPortrait = hidesMasterInPortrait
        self.hidesMasterInLandscape = hidesMasterInLandscape
        self.implementsShouldHide = implementsShouldHide
        self.implementsWillHide = implementsWillHide
        self.masterButtonPlace = masterButtonPlace
        self.masterButtonTitle = masterButtonTitle
    }

    /// The delegate's fixed answer to `shouldHideViewController:inOrientation:` for `orientation`
    /// (SPL-09, SPL-17).
    public func hidesMaster(in orientation: InterfaceOrientation) -> Bool {
        orientation.isPortrait ? hidesMasterInPortrait : hidesMasterInLandscape
    }

    /// Whether the delegate puts the item anywhere (SPL-12, SPL-13): it implements willHide and
    /// does not keep the item to itself.
    public var placesMasterButton: Bool {
        guard implementsWillHide else { return false }
        if case .none = masterButtonPlace { return false }
        return true
    }
}
