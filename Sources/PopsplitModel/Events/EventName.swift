/// What happened, as the events a client receives name it (protocol.md section 5, `scene/event`):
/// UIKit's selectors (delegate messages, appearance and rotation messages, notifications) and
/// the model's own (`action`, `swipe`, `warning`, `popoverNeedsPresentation`). A typed name:
/// a new event is a new case, written in JSON as its selector.
public enum EventName: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `action`.
    case action = "action"
    /// `actionSheet:clickedButtonAtIndex:`.
    case actionSheetClickedButtonAtIndex = "actionSheet:clickedButtonAtIndex:"
    /// `actionSheet:didDismissWithButtonIndex:`.
    case actionSheetDidDismissWithButtonIndex = "actionSheet:didDismissWithButtonIndex:"
    /// `actionSheet:willDismissWithButtonIndex:`.
    case actionSheetWillDismissWithButtonIndex = "actionSheet:willDismissWithButtonIndex:"
    /// `applicationDidBecomeActive:`.
    case applicationDidBecomeActive = "applicationDidBecomeActive:"
    /// `application:didChangeStatusBarFrame:`.
    case applicationDidChangeStatusBarFrame = "application:didChangeStatusBarFrame:"
    /// `applicationDidEnterBackground:`.
    case applicationDidEnterBackground = "applicationDidEnterBackground:"
    /// `application:didFinishLaunchingWithOptions:`.
    case applicationDidFinishLaunchingWithOptions = "application:didFinishLaunchingWithOptions:"
    /// `application:willChangeStatusBarFrame:`.
    case applicationWillChangeStatusBarFrame = "application:willChangeStatusBarFrame:"
    /// `applicationWillEnterForeground:`.
    case applicationWillEnterForeground = "applicationWillEnterForeground:"
    /// `applicationWillResignActive:`.
    case applicationWillResignActive = "applicationWillResignActive:"
    /// `didRotateFromInterfaceOrientation:`.
    case didRotateFromInterfaceOrientation = "didRotateFromInterfaceOrientation:"
    /// `didMoveToParentViewController:` (CNT-02).
    case didMoveToParentViewController = "didMoveToParentViewController:"
    /// `navigationController:didShowViewController:animated:`.
    case navigationControllerDidShowViewControllerAnimated = "navigationController:didShowViewController:animated:"
    /// `navigationController:willShowViewController:animated:`.
    case navigationControllerWillShowViewControllerAnimated = "navigationController:willShowViewController:animated:"
    /// `pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:`.
    case pageViewControllerDidFinishAnimatingPreviousViewControllersTransitionCompleted =
        "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"
    /// `pageViewController:willTransitionToViewControllers:`.
    case pageViewControllerWillTransitionToViewControllers = "pageViewController:willTransitionToViewControllers:"
    /// `popoverControllerDidDismissPopover:`.
    case popoverControllerDidDismissPopover = "popoverControllerDidDismissPopover:"
    /// `popoverNeedsPresentation`.
    case popoverNeedsPresentation = "popoverNeedsPresentation"
    /// `prepareForSegue:sender:`.
    case prepareForSegueSender = "prepareForSegue:sender:"
    /// `searchDisplayController:didLoadSearchResultsTableView:` (POP-36).
    case searchDisplayControllerDidLoadSearchResultsTableView = "searchDisplayController:didLoadSearchResultsTableView:"
    /// `searchBarResultsListButtonClicked:`.
    case searchBarResultsListButtonClicked = "searchBarResultsListButtonClicked:"
    /// `searchBar:textDidChange:`.
    case searchBarTextDidChange = "searchBar:textDidChange:"
    /// `splitViewController:popoverController:willPresentViewController:`.
    case splitViewControllerPopoverControllerWillPresentViewController = "splitViewController:popoverController:willPresentViewController:"
    /// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:`.
    case splitViewControllerWillHideViewControllerWithBarButtonItemForPopoverController =
        "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:"
    /// `splitViewController:willMoveSplitToPosition:`.
    case splitViewControllerWillMoveSplitToPosition = "splitViewController:willMoveSplitToPosition:"
    /// `splitViewController:willShowViewController:invalidatingBarButtonItem:`.
    case splitViewControllerWillShowViewControllerInvalidatingBarButtonItem = "splitViewController:willShowViewController:invalidatingBarButtonItem:"
    /// `swipe`.
    case swipe = "swipe"
    /// `tabBarController:didSelectViewController:`.
    case tabBarControllerDidSelectViewController = "tabBarController:didSelectViewController:"
    /// `UIKeyboardDidHideNotification`.
    case uiKeyboardDidHideNotification = "UIKeyboardDidHideNotification"
    /// `UIKeyboardDidShowNotification`.
    case uiKeyboardDidShowNotification = "UIKeyboardDidShowNotification"
    /// `UIApplicationDidEnterBackgroundNotification` (POP-34: posted right after
    /// `applicationDidEnterBackground:`; seed 001 listens for it to dismiss its popovers).
    case uiApplicationDidEnterBackgroundNotification = "UIApplicationDidEnterBackgroundNotification"
    /// `UIApplicationDidFinishLaunchingNotification`, posted right after
    /// `application:didFinishLaunchingWithOptions:` (ROT-04).
    case uiApplicationDidFinishLaunchingNotification = "UIApplicationDidFinishLaunchingNotification"
    /// `UIApplicationDidBecomeActiveNotification`, posted right after `applicationDidBecomeActive:` (ROT-04).
    case uiApplicationDidBecomeActiveNotification = "UIApplicationDidBecomeActiveNotification"
    /// `UIApplicationWillResignActiveNotification`, posted right after `applicationWillResignActive:` (ROT-04).
    case uiApplicationWillResignActiveNotification = "UIApplicationWillResignActiveNotification"
    /// `UIApplicationWillEnterForegroundNotification`, posted right after
    /// `applicationWillEnterForeground:` (ROT-04).
    case uiApplicationWillEnterForegroundNotification = "UIApplicationWillEnterForegroundNotification"
    /// `UIKeyboardWillHideNotification`.
    case uiKeyboardWillHideNotification = "UIKeyboardWillHideNotification"
    /// `UIKeyboardWillShowNotification`.
    case uiKeyboardWillShowNotification = "UIKeyboardWillShowNotification"
    /// `viewDidAppear:`.
    case viewDidAppear = "viewDidAppear:"
    /// `viewDidDisappear:`.
    case viewDidDisappear = "viewDidDisappear:"
    /// `viewWillAppear:`.
    case viewWillAppear = "viewWillAppear:"
    /// `viewWillDisappear:`.
    case viewWillDisappear = "viewWillDisappear:"
    /// `warning`.
    case warning = "warning"
    /// `willAnimateRotationToInterfaceOrientation:duration:`.
    case willAnimateRotationToInterfaceOrientationDuration = "willAnimateRotationToInterfaceOrientation:duration:"
    /// `willMoveToParentViewController:` (CNT-02).
    case willMoveToParentViewController = "willMoveToParentViewController:"
    /// `willRotateToInterfaceOrientation:duration:`.
    case willRotateToInterfaceOrientationDuration = "willRotateToInterfaceOrientation:duration:"

}

extension EventName: CustomStringConvertible {
    /// The selector, as JSON writes it.
    public var description: String { rawValue }
}
