/// UIKit's text, the exception's name and the rule of an exception.
extension UIKitExceptionReason {
    /// UIKit's text, verbatim.
    public var message: String {
        switch self {
        case .presentActive: "Application tried to present modally an active controller"
        case .partialCurl: "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller"
        case .pushTwice: "Pushing the same view controller instance more than once is not supported"
        case .pushNavigation: "Pushing a navigation controller is not supported"
        case .splitPushed: "Split View Controllers cannot be pushed to a Navigation Controller"
        case .splitPresentedModally: "Application tried to present a Split View Controllers modally"
        case .popoverReleasedVisible: "-[UIPopoverController dealloc] reached while popover is still visible."
        case .popoverWithoutWindow: "Popovers cannot be presented from a view which does not have a window."
        case .popoverContentNotRoot: "The content view controller argument must be the root of its associated view controller hierarchy."
        case .insidePopoverTransition:
            "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical."
        case .pushSegueWithoutNavigation(let segue):
            "Could not find a navigation controller for segue '\(segue)'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
        case .noCommonParent(let from, let to):
            "Children view controllers <\(from)> and <\(to)> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        }
    }

    /// The name of the exception UIKit raises.
    public var exception: String {
        switch self {
        case .popoverReleasedVisible: "NSInternalInconsistencyException"
        case .pushSegueWithoutNavigation: "NSGenericException"
        case .presentActive, .partialCurl, .pushTwice, .pushNavigation, .splitPushed, .splitPresentedModally, .popoverWithoutWindow,
            .popoverContentNotRoot, .insidePopoverTransition, .noCommonParent:
            "NSInvalidArgumentException"
        }
    }

    /// The rule of the reference's rule list that says UIKit raises here.
    public var ruleId: String? {
        switch self {
        case .presentActive: "MOD-01"
        case .partialCurl: "MOD-02"
        case .pushTwice, .pushNavigation: "NAV-01"
        case .splitPushed, .splitPresentedModally: "SPL-03"
        case .popoverReleasedVisible: "POP-14"
        case .popoverWithoutWindow: "POP-30"
        case .popoverContentNotRoot: "POP-01"
        case .insidePopoverTransition: "POP-24"
        case .noCommonParent: "CNT-02"
        case .pushSegueWithoutNavigation: nil
        }
    }
}
