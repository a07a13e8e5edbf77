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
    /// A tap at a point in window coordinates: hit-tested, may fire the tapped element's action.
    case tap(at: Point)
    /// A swipe starting at a point in window coordinates.
    case swipe(from: Point, direction: SwipeDirection)
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
