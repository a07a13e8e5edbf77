/// What only a navigation controller has (NAV-01..05, POP-08).
public struct NavigationOptions: Sendable, Equatable {
    /// Whether the navigation bar is hidden.
    public var navigationBarHidden: Bool
    /// Whether the toolbar is hidden (UIKit's default: true).
    public var toolbarHidden: Bool
    /// Whether a navigation delegate sets the controller's popover size in
    /// `didShowViewController`, the workaround that restores exact sizing under iOS 6 (POP-08).
    public var exactPopoverSizing: Bool

    /// Options; UIKit's defaults: the bar shown, the toolbar hidden.
    public init(navigationBarHidden: Bool = false, toolbarHidden: Bool = true, exactPopoverSizing: Bool = false) {
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.exactPopoverSizing = exactPopoverSizing
    }
}
