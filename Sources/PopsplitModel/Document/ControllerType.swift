/// The type of a view controller, as a scene document names it (`"type"`): the tag of a
/// ``ControllerKind``, without the options only that kind has.
public enum ControllerType: String, Sendable, Equatable, CaseIterable {
    /// A plain `UIViewController` (or a table view controller: its views say so).
    case plain
    /// `UINavigationController`: `children` is the stack, the first is the root.
    case navigation
    /// `UITabBarController`: `children` are the tabs; `selectedIndex` picks one.
    case tabBar
    /// `UIPageViewController`: `children` are the pages; `selectedIndex` is the current page.
    case pageView
    /// `UISplitViewController`: a master and a detail (SPL-01..11).
    case split
    /// Seed 003's versatile `SplitViewController`: a side and a main controller (SVC-01..09).
    case versatileSplit
    /// A custom container view controller: `children` are the controllers it may hold, each
    /// laid out at its frame in `childFrames` (CNT-01..03).
    case container

    /// Whether the type is one of the two split view controllers.
    public var isSplit: Bool { self == .split || self == .versatileSplit }
}
