/// A command applied to one scene. Applying it is a pure function of the scene, the command and
/// the delegate's answers (see ``Scene/apply(_:answers:)``).
///
/// Ids name controllers, views and bar button items of the scene document. Points are in window
/// coordinates (points, y down, origin at the top-left of the screen as the user holds it).
public enum SceneCommand: Sendable, Equatable {
    /// Rotate the device; containers ask their children first (ROT-02, ROT-03).
    case rotate(to: InterfaceOrientation, animated: Bool)
    /// The app enters the background (ROT-04).
    case enterBackground
    /// The app returns to the foreground (ROT-04).
    case enterForeground
    /// Push a controller (not yet in the hierarchy) on a navigation controller (NAV-01).
    case push(navigation: String, controller: String, animated: Bool)
    /// Pop the top controller; the root cannot be popped (NAV-01).
    case pop(navigation: String, animated: Bool)
    /// Pop to the root controller (NAV-01).
    case popToRoot(navigation: String, animated: Bool)
    /// Replace the whole stack; the first id is the new root (NAV-01).
    case setStack(navigation: String, controllers: [String], animated: Bool)
    /// Select a tab by index, from code: no delegate question (TAB-01).
    case selectTab(tabBar: String, index: Int)
    /// Turn to the next (`forward`) or previous page (TAB-02).
    case turnPage(pageView: String, forward: Bool)
    /// Jump to a page, as a scrubber does (TAB-02).
    case jumpToPage(pageView: String, index: Int)
    /// Present `controller` modally from `presenter` (MOD-01..03).
    case presentModal(presenter: String, controller: String, style: PresentationStyle, transition: TransitionStyle, animated: Bool)
    /// Dismiss the modal presentation `controller` belongs to (presented or presenting).
    case dismissModal(controller: String, animated: Bool)
    /// Perform a segue of the document by id.
    case performSegue(id: String)
    /// A tap where `at` lands (a point in window coordinates, or a layout node): hit-tested, may
    /// fire the tapped element's action.
    case tap(at: TouchTarget)
    /// A swipe starting where `from` lands.
    case swipe(from: TouchTarget, direction: SwipeDirection)
    /// Make a popover controller (POP-01, POP-29): its id must be new in the scene.
    case createPopover(PopoverController)
    /// Present a popover from a rect in a view or from a bar button item (POP-09..13).
    case presentPopover(popover: String, from: PopoverSource, arrows: Set<ArrowDirection>, animated: Bool)
    /// `dismissPopoverAnimated:` from code: no delegate messages (POP-20).
    case dismissPopover(popover: String, animated: Bool)
    /// Set `passthroughViews` (POP-17, POP-22).
    case setPassthroughViews(popover: String, views: [String])
    /// Set `popoverContentSize` (POP-04, POP-05).
    case setPopoverContentSize(popover: String, size: Size, animated: Bool)
    /// Set `contentViewController` (POP-06, POP-29).
    case setPopoverContent(popover: String, controller: String, animated: Bool)
    /// Set `popoverLayoutMargins` (POP-11).
    case setPopoverLayoutMargins(popover: String, margins: EdgeInsets)
    /// Release the app's reference to a popover controller (POP-14, POP-15).
    case releasePopover(popover: String)
    /// Set a controller's `contentSizeForViewInPopover` (POP-02, POP-05).
    case setContentSizeForViewInPopover(controller: String, size: Size)
    /// `barButtonItem/setEnabled`: enables or disables a bar button item (POP-35).
    case setItemEnabled(item: String, enabled: Bool)
    /// `navigationItem/setItems`: sets the left or right bar button items of a controller's
    /// navigation item to items it declares, or removes them (`[]`, UIKit's `nil`; NAV-08).
    case setNavigationItems(controller: String, side: NavigationItemSide, items: [String])
    /// Set a controller's `modalInPopover` (POP-18).
    case setModalInPopover(controller: String, modal: Bool)
    /// Make a text view first responder (or, with `nil`, just show the keyboard).
    case showKeyboard(view: String?)
    /// Resign the first responder and hide the keyboard.
    case hideKeyboard
    /// Show or hide the 40 pt in-call status bar.
    case setInCallStatusBar(Bool)
    /// Type text into the first responder (POP-26: a search bar shows its results popover).
    case typeText(String)
    /// A search bar's Clear button (POP-26).
    case clearSearch(searchBar: String)
    /// A search bar's results list button (POP-26).
    case showSearchResults(searchBar: String)
    /// Show an action sheet from a bar button item or a rect (POP-26).
    case showActionSheet(id: String, from: PopoverSource, animated: Bool)
    /// The split view's bar button item from code: shows or hides the hidden master (SPL-07).
    case toggleSplitMaster(split: String, animated: Bool)
    /// `dismissWithClickedButtonIndex:animated:` from code (POP-26).
    case dismissActionSheet(id: String, buttonIndex: Int, animated: Bool)
    /// A finger dragged from one point to another: a versatile split view's draggable splitter
    /// follows it (SVC-03); anywhere else nothing happens.
    case drag(from: Point, to: Point)
    /// `addChildViewController:` on custom container `container`, its view added and
    /// `didMoveToParentViewController:` (CNT-02).
    case addChild(container: String, controller: String)
    /// `willMoveToParentViewController:nil`, the view removed, `removeFromParentViewController`
    /// (CNT-02).
    case removeChild(container: String, controller: String)
    /// `transitionFromViewController:toViewController:duration:options:animations:completion:`
    /// between two children of custom container `container`, with the containment calls around
    /// it (CNT-02).
    case transitionChild(container: String, from: String, to: String, animated: Bool)
    /// A versatile split view's `splitPoint` from code, for one orientation class or (nil) both (SVC-09).
    case setSplitPoint(split: String, point: Double, landscape: Bool?, animated: Bool)
}

/// The direction of a swipe gesture.
public enum SwipeDirection: String, Sendable, Equatable, CaseIterable {
    /// Towards the left edge.
    case left
    /// Towards the right edge.
    case right
    /// Towards the top.
    case up
    /// Towards the bottom.
    case down
}
