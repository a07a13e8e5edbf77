/// Where UIKit raises (``ModelError/Kind/uikitException``): one case per exception, with the ids
/// its text names. The message is UIKit's text, verbatim (``message``), and the exception's name
/// and the rule are rendered from the case too.
public enum UIKitExceptionReason: Sendable, Equatable {
    /// Presenting a controller that is already active (MOD-01).
    case presentActive
    /// A partial curl to or from a controller that is not full screen (MOD-02).
    case partialCurl
    /// Pushing a controller that is on the stack (NAV-01).
    case pushTwice
    /// Pushing a navigation controller (NAV-01).
    case pushNavigation
    /// Pushing a split view controller (SPL-03).
    case splitPushed
    /// Presenting a split view controller modally (SPL-03).
    case splitPresentedModally
    /// Releasing a popover controller while its popover is visible (POP-14).
    case popoverReleasedVisible
    /// Presenting a popover from a view that is not in a window (POP-30).
    case popoverWithoutWindow
    /// A popover's content that has a parent or is presented (POP-01).
    case popoverContentNotRoot
    /// Presenting inside a popover with a transition other than cover vertical (POP-24).
    case insidePopoverTransition
    /// A push segue whose source has no navigation controller.
    case pushSegueWithoutNavigation(segue: String)
    /// A transition between controllers that are not both children of one container (CNT-02).
    case noCommonParent(from: String, to: String)
}
