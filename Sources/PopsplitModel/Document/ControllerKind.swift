/// What kind of view controller a ``ControllerSpec`` describes, with the options only that kind
/// has. Adding a kind is a new case here: the compiler then lists every place that must say what
/// the kind does (ARCHITECTURE.md, "Adding a controller kind").
public indirect enum ControllerKind: Sendable, Equatable {
    /// A plain `UIViewController`.
    case plain
    /// `UINavigationController` (NAV-01..05).
    case navigation(NavigationOptions)
    /// `UITabBarController` with the tab selected at launch (TAB-01).
    case tabBar(selectedIndex: Int)
    /// `UIPageViewController` with the page shown at launch (TAB-02).
    case pageView(currentIndex: Int)
    /// `UISplitViewController` (SPL-01..11).
    case split(SplitOptions)
    /// Seed 003's versatile `SplitViewController` (SVC-01..09).
    case versatileSplit(VersatileSplitOptions)
    /// A custom container view controller (CNT-01..03).
    case container(ContainerOptions)

    /// The kind of `type` with its default options.
    public init(_ type: ControllerType) {
        switch type {
        case .plain: self = .plain
        case .navigation: self = .navigation(NavigationOptions())
        case .tabBar: self = .tabBar(selectedIndex: 0)
        case .pageView: self = .pageView(currentIndex: 0)
        case .split: self = .split(SplitOptions())
        case .versatileSplit: self = .versatileSplit(VersatileSplitOptions())
        case .container: self = .container(ContainerOptions())
        }
    }

    /// The type, as a document names it.
    public var type: ControllerType {
        switch self {
        case .plain: .plain
        case .navigation: .navigation
        case .tabBar: .tabBar
        case .pageView: .pageView
        case .split: .split
        case .versatileSplit: .versatileSplit
        case .container: .container
        }
    }
}
