/// What only a navigation controller has (NAV-01..05, POP-08).
public struct NavigationOptions: Sendable, Equatable {
    /// Whether the navigation bar is hidden.
    public var navigationBarHidden: Bool
    /// Whether the toolbar is hidden (UIKit's default: true).
    public var toolbarHidden: Bool
    /// Whether a navigation delegate sets the controller's popover size in
    /// `didShowViewController`, the workaround that restores exact sizing under iOS 6 (POP-08).
    public var exactPopoverSizing: Bool
    /// The navigation bar's style and tint (NAV-07).
    public var navigationBar: BarAppearance
    /// The toolbar's style and tint (NAV-07).
    public var toolbar: BarAppearance

    /// Options; UIKit's defaults: the bar shown, the toolbar hidden, both in the default style.
    public init(
        navigationBarHidden: Bool = false, toolbarHidden: Bool = true, exactPopoverSizing: Bool = false,
        navigationBar: BarAppearance = BarAppearance(), toolbar: BarAppearance = BarAppearance()
    ) {
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.exactPopoverSizing = exactPopoverSizing
        self.navigationBar = navigationBar
        self.toolbar = toolbar
    }
}
