/// What a controller contains, by kind, with the live state applied: the single place that says
/// which children a container has, which of them show, and which it asks about rotation.
///
/// A new container kind is a new case here; the compiler then points at every behaviour it must
/// define (protocol.md, section 9).
enum Container: Equatable {
    /// A plain controller: no children.
    case plain
    /// A navigation controller's stack, root first (NAV-01).
    case navigation(stack: ControllerStack)
    /// A tab bar controller's tabs and the selected index (TAB-01).
    case tabBar(tabs: [String], selected: Int)
    /// A page view controller's pages and the current index (TAB-02).
    case pageView(pages: [String], current: Int)
    /// A split view controller's master and detail, and whether the master shows (SPL-01, SPL-02).
    case split(children: [String], masterVisible: Bool)
    /// A versatile split view controller's side and main controllers, and whether the side shows
    /// (as a pane, or slid over or in, or in its popover; SVC-03..07).
    case versatileSplit(children: [String], sideVisible: Bool)
    /// A custom container's children and those that are its child view controllers now, with
    /// their views in its view (CNT-01).
    case custom(children: [String], shown: [String])

    /// Every child, in order (a navigation stack's ids copied into an array: what a command does
    /// to a stack reads its ``ControllerStack`` or the visible children instead).
    var children: [String] {
        switch self {
        case .plain: []
        case .navigation(let stack): Array(stack)
        case .tabBar(let tabs, _): tabs
        case .pageView(let pages, _): pages
        case .split(let children, _): children
        case .versatileSplit(let children, _): children
        case .custom(let children, _): children
        }
    }

    /// The children whose views are on screen when the container's is: the top of the stack,
    /// the selected tab, the current page (the order of ``pushVisibleChildren(onto:)``'s rule).
    var visibleChildren: [String] {
        var pushed: [String] = []
        pushVisibleChildren(onto: &pushed)
        return pushed.reversed()
    }

    /// Pushes the visible children onto `stack`, last first, so that popping it takes them in
    /// order (a depth-first walk's stack, no list of its own for one child): the one rule of
    /// which children show.
    func pushVisibleChildren(onto stack: inout [String]) {
        switch self {
        case .plain: break
        case .navigation(let controllers): if let top = controllers.last { stack.append(top) }
        case .tabBar(let tabs, let i): if tabs.indices.contains(i) { stack.append(tabs[i]) }
        case .pageView(let pages, let i): if pages.indices.contains(i) { stack.append(pages[i]) }
        case .split(let children, let masterVisible): Self.push(masterVisible ? children[...] : children.dropFirst(), onto: &stack)
        case .versatileSplit(let children, let sideVisible): Self.push(sideVisible ? children[...] : children.dropFirst(), onto: &stack)
        case .custom(_, let shown): Self.push(shown[...], onto: &stack)
        }
    }

    /// Pushes `children` onto `stack`, last first.
    private static func push(_ children: ArraySlice<String>, onto stack: inout [String]) {
        var index = children.endIndex
        while index > children.startIndex {
            index -= 1
            stack.append(children[index])
        }
    }

    /// The children that keep their place in the window's hierarchy, shown or not: the visible
    /// ones, and a split view's hidden master or side, which its split view hides and brings
    /// back with what was presented from inside it (SPL-18). A navigation controller's lower
    /// controllers, other tabs and pages are not: nothing presents from them.
    var attachedChildren: [String] {
        switch self {
        case .split(let children, _), .versatileSplit(let children, _): children
        case .plain, .navigation, .tabBar, .pageView, .custom: visibleChildren
        }
    }

    /// The children asked whether to rotate (ROT-02): a navigation controller asks its top
    /// controller, a tab bar controller all its tabs, a page view controller its current page.
    var rotationConsenters: [String] {
        switch self {
        case .plain: []
        case .navigation: visibleChildren
        case .tabBar(let tabs, _): tabs
        case .pageView: visibleChildren
        case .split(let children, _): children  // SPL-04: both, even the hidden master
        case .versatileSplit(let children, _): children  // as UIKit's: both, even the hidden side
        case .custom: []  // CNT-03: iOS 5's container decides alone (its own supportedOrientations)
        }
    }
}
