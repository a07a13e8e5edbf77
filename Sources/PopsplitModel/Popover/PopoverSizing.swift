/// The popover size rules (POP-02..08): what a controller asks for and what a popover shows.
enum PopoverSizing {
    /// UIKit's default `contentSizeForViewInPopover` (POP-02).
    static let defaultContentSize = Size(width: 320, height: 1100)
    /// The narrowest popover content (POP-03).
    static let minimumWidth: Double = 320
    /// The widest popover content (POP-03).
    static let maximumWidth: Double = 600

    /// `size` with its width kept within 320...600 (POP-03); the height is free (within the
    /// geometry limits, 100000 pt).
    static func clamped(_ size: Size) -> Size {
        Size(width: min(max(size.width, minimumWidth), maximumWidth), height: min(max(0, size.height), GeometryLimits.maxMagnitude))
    }
}

extension Hierarchy {
    /// The size controller `id` asks for in a popover (POP-02, POP-07): its own
    /// `contentSizeForViewInPopover` when set (at run time, unless `designOnly`, or in the
    /// document); otherwise a navigation controller's top controller plus its navigation bar and
    /// visible toolbar (44 each), a tab bar controller's selected tab plus the tab bar (49), a page
    /// view's current page, or UIKit's 320 x 1100.
    func naturalPopoverSize(_ id: String, designOnly: Bool = false, depth: Int = 0) -> Size {
        if let explicit = (designOnly ? nil : state.popoverSizes[id]) ?? index.controllers[id]?.contentSizeForViewInPopover {
            return explicit
        }
        guard depth < 128, let spec = index.controllers[id] else { return PopoverSizing.defaultContentSize }
        let container = container(id)
        guard let child = container.visibleChildren.first else { return PopoverSizing.defaultContentSize }
        let inner = naturalPopoverSize(child, designOnly: designOnly, depth: depth + 1)
        switch container {
        case .navigation:
            let options = spec.navigation ?? NavigationOptions()
            let bars = (options.navigationBarHidden ? 0 : BarMetrics.navigationBarHeight) + (options.toolbarHidden ? 0 : BarMetrics.toolbarHeight)
            return Size(width: inner.width, height: inner.height + bars)
        case .tabBar:
            return Size(width: inner.width, height: inner.height + BarMetrics.tabBarHeight)
        case .pageView, .plain, .split, .versatileSplit, .custom:
            return inner
        }
    }
}

extension Scene {
    /// The size controller `id` asks for in a popover (see ``Hierarchy/naturalPopoverSize(_:designOnly:depth:)``).
    func naturalPopoverSize(_ id: String) -> Size { hierarchy.naturalPopoverSize(id) }

    /// The content size a popover shows when presented: its own `popoverContentSize` when set,
    /// which wins over the content's (POP-04), else the content's; width within 320...600 (POP-03).
    func presentedContentSize(_ popover: PopoverController) -> Size {
        PopoverSizing.clamped(popover.contentSize ?? naturalPopoverSize(popover.content))
    }
}
