/// One view controller in a scene document, with its descendants.
public struct ControllerSpec: Sendable, Equatable {
    /// Unique id within the document.
    public var id: String
    /// What kind of controller.
    public var kind: ControllerKind
    /// `title`; also the default navigation item title, back button title and tab title.
    public var title: String?
    /// Orientations the controller supports; `nil` means all four (the iPad default).
    public var supportedOrientations: Set<InterfaceOrientation>?
    /// `contentSizeForViewInPopover`; `nil` means UIKit's default 320 x 1100 (POP-02).
    public var contentSizeForViewInPopover: Size?
    /// `modalInPopover`.
    public var modalInPopover: Bool
    /// The navigation item (used when the controller is on a navigation stack).
    public var navigationItem: NavigationItemSpec
    /// `toolbarItems` (shown by a navigation controller whose toolbar is visible).
    public var toolbarItems: [BarButtonItemSpec]
    /// The title of its tab bar item (defaults to `title`).
    public var tabBarTitle: String?
    /// The views inside the controller's root view, frames in that view's coordinates.
    public var views: [ViewSpec]
    /// Children: the stack (navigation), the tabs (tab bar) or the pages (page view).
    public var children: [ControllerSpec]
    /// Selected tab or current page index.
    public var selectedIndex: Int
    /// Navigation controllers: whether the navigation bar is hidden.
    public var navigationBarHidden: Bool
    /// Navigation controllers: whether the toolbar is hidden (UIKit's default: true).
    public var toolbarHidden: Bool
    /// Split view controllers: `presentsWithGesture` (iOS 5.1+, default true, SPL-08).
    public var presentsWithGesture: Bool
    /// Split view controllers: whether the delegate lets the master hide in portrait
    /// (`splitViewController:shouldHideViewController:inOrientation:`'s answer; default true, SPL-09).
    public var hidesMasterInPortrait: Bool
    /// Split view controllers: whether the delegate implements
    /// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:` (the
    /// swipe needs it, SPL-08; default true).
    public var implementsWillHide: Bool
    /// Navigation controllers: whether a navigation delegate sets the controller's popover size in
    /// `didShowViewController`, the workaround that restores exact sizing under iOS 6 (POP-08).
    public var exactPopoverSizing: Bool
    /// Versatile split view controllers: their settings (SVC-03..08).
    public var versatileSplit: VersatileSplitOptions = VersatileSplitOptions()

    /// A controller; only `id` and `kind` are required.
    public init(
        id: String, kind: ControllerKind = .plain, title: String? = nil,
        supportedOrientations: Set<InterfaceOrientation>? = nil,
        contentSizeForViewInPopover: Size? = nil, modalInPopover: Bool = false,
        navigationItem: NavigationItemSpec = NavigationItemSpec(), toolbarItems: [BarButtonItemSpec] = [],
        tabBarTitle: String? = nil, views: [ViewSpec] = [], children: [ControllerSpec] = [],
        selectedIndex: Int = 0, navigationBarHidden: Bool = false, toolbarHidden: Bool = true,
        exactPopoverSizing: Bool = false, presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true,
        implementsWillHide: Bool = true
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.supportedOrientations = supportedOrientations
        self.contentSizeForViewInPopover = contentSizeForViewInPopover
        self.modalInPopover = modalInPopover
        self.navigationItem = navigationItem
        self.toolbarItems = toolbarItems
        self.tabBarTitle = tabBarTitle
        self.views = views
        self.children = children
        self.selectedIndex = selectedIndex
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.exactPopoverSizing = exactPopoverSizing
        self.presentsWithGesture = presentsWithGesture
        self.hidesMasterInPortrait = hidesMasterInPortrait
        self.implementsWillHide = implementsWillHide
    }
}
