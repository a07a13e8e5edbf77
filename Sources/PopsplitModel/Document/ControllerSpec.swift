/// One view controller in a scene document, with its descendants.
public struct ControllerSpec: Sendable, Equatable {
    /// Unique id within the document.
    public var id: String
    /// What kind of controller, with the options only that kind has.
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
    public var navigationItem: NavigationItemSpec {
        get { navigationItemBox?.value ?? NavigationItemSpec() }
        set { navigationItemBox = .holding(newValue, unless: NavigationItemSpec()) }
    }
    /// Where a navigation item other than the default is kept (by reference: see ``SharedValue``).
    private var navigationItemBox: SharedValue<NavigationItemSpec>?
    /// `toolbarItems` (shown by a navigation controller whose toolbar is visible).
    public var toolbarItems: [BarButtonItemSpec]
    /// The title of its tab bar item (defaults to `title`).
    public var tabBarTitle: String?
    /// The app's subclass of the controller's class, as a storyboard or nib names it
    /// (`customClass`): told in its layout node, no behaviour of its own.
    public var customClass: String?
    /// The views inside the controller's root view, frames in that view's coordinates.
    public var views: [ViewSpec]
    /// Children: the stack (navigation), the tabs (tab bar), the pages (page view), master and
    /// detail (split), side and main (versatile split).
    public var children: [ControllerSpec]

    /// A controller of `type`; only `id` is required. The options of other kinds are ignored.
    public init(
        id: String, type: ControllerType = .plain, title: String? = nil,
        supportedOrientations: Set<InterfaceOrientation>? = nil,
        contentSizeForViewInPopover: Size? = nil, modalInPopover: Bool = false,
        navigationItem: NavigationItemSpec = NavigationItemSpec(), toolbarItems: [BarButtonItemSpec] = [],
        tabBarTitle: String? = nil, views: [ViewSpec] = [], children: [ControllerSpec] = [],
        selectedIndex: Int = 0, navigationBarHidden: Bool = false, toolbarHidden: Bool = true,
        exactPopoverSizing: Bool = false, presentsWithGesture: Bool = true, hidesMasterInPortrait: Bool = true,
        implementsWillHide: Bool = true, versatileSplit: VersatileSplitOptions = VersatileSplitOptions()
    ) {
        self.id = id
        switch type {
        case .plain: kind = .plain
        case .navigation:
            kind = .navigation(
                NavigationOptions(
                    navigationBarHidden: navigationBarHidden, toolbarHidden: toolbarHidden, exactPopoverSizing: exactPopoverSizing))
        case .tabBar: kind = .tabBar(selectedIndex: selectedIndex)
        case .pageView: kind = .pageView(currentIndex: selectedIndex)
        case .split:
            kind = .split(
                SplitOptions(
                    presentsWithGesture: presentsWithGesture, hidesMasterInPortrait: hidesMasterInPortrait, implementsWillHide: implementsWillHide))
        case .versatileSplit: kind = .versatileSplit(versatileSplit)
        case .container: kind = .container(ContainerOptions())
        }
        self.title = title
        self.supportedOrientations = supportedOrientations
        self.contentSizeForViewInPopover = contentSizeForViewInPopover
        self.modalInPopover = modalInPopover
        self.navigationItemBox = .holding(navigationItem, unless: NavigationItemSpec())
        self.toolbarItems = toolbarItems
        self.tabBarTitle = tabBarTitle
        self.views = views
        self.children = children
    }

    /// The type, as a document names it.
    public var type: ControllerType { kind.type }

    /// The tab selected or the page shown at launch (0 for other kinds; setting it changes only
    /// a tab bar or page view controller).
    public var selectedIndex: Int {
        get {
            switch kind {
            case .tabBar(let index), .pageView(let index): index
            case .plain, .navigation, .split, .versatileSplit, .container: 0
            }
        }
        set {
            switch kind {
            case .tabBar: kind = .tabBar(selectedIndex: newValue)
            case .pageView: kind = .pageView(currentIndex: newValue)
            case .plain, .navigation, .split, .versatileSplit, .container: break
            }
        }
    }

    /// A navigation controller's options, `nil` for other kinds (setting them changes only a
    /// navigation controller: `spec.navigation?.toolbarHidden = false`).
    public var navigation: NavigationOptions? {
        get {
            if case .navigation(let options) = kind { return options }
            return nil
        }
        set {
            if case .navigation = kind, let newValue { kind = .navigation(newValue) }
        }
    }

    /// A split view controller's options, `nil` for other kinds (settable as ``navigation``).
    public var split: SplitOptions? {
        get {
            if case .split(let options) = kind { return options }
            return nil
        }
        set {
            if case .split = kind, let newValue { kind = .split(newValue) }
        }
    }

    /// A versatile split view controller's options, `nil` for other kinds (settable as
    /// ``navigation``).
    public var versatileSplit: VersatileSplitOptions? {
        get {
            if case .versatileSplit(let options) = kind { return options }
            return nil
        }
        set {
            if case .versatileSplit = kind, let newValue { kind = .versatileSplit(newValue) }
        }
    }

    /// A custom container's options, `nil` for other kinds (settable as ``navigation``).
    public var container: ContainerOptions? {
        get {
            if case .container(let options) = kind { return options }
            return nil
        }
        set {
            if case .container = kind, let newValue { kind = .container(newValue) }
        }
    }
}
