/// A controller's `navigationItem` (NAV-03).
public struct NavigationItemSpec: Sendable, Equatable {
    /// The title shown in the bar; defaults to the controller's title.
    public var title: String?
    /// A custom title view, replacing the title text; its frame's size is used, centred in the bar.
    public var titleView: ViewSpec?
    /// Items on the left. They replace the back button unless ``leftItemsSupplementBackButton``
    /// is set (then they follow it, unless it is hidden), as `leftBarButtonItems` do (NAV-03).
    public var leftItems: [BarButtonItemSpec]
    /// Items on the right, the first outermost (rightmost), as UIKit lays them out.
    public var rightItems: [BarButtonItemSpec]
    /// Items the controller's code puts into its navigation item later (`navigationItem/setItems`,
    /// NAV-08): declared here, not shown at launch.
    public var spareItems: [BarButtonItemSpec]
    /// `backBarButtonItem`'s title: what the *next* controller's back button says (NAV-02).
    public var backButtonTitle: String?
    /// `hidesBackButton`.
    public var hidesBackButton: Bool
    /// `leftItemsSupplementBackButton` (iOS 5): whether the back button stays when there are
    /// left items, before them. `false` (UIKit's default): left items replace it (NAV-03).
    public var leftItemsSupplementBackButton: Bool

    /// A navigation item; everything optional.
    public init(
        title: String? = nil, titleView: ViewSpec? = nil, leftItems: [BarButtonItemSpec] = [],
        rightItems: [BarButtonItemSpec] = [], spareItems: [BarButtonItemSpec] = [], backButtonTitle: String? = nil,
        hidesBackButton: Bool = false, leftItemsSupplementBackButton: Bool = false
    ) {
        self.title = title
        self.titleView = titleView
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.spareItems = spareItems
        self.backButtonTitle = backButtonTitle
        self.hidesBackButton = hidesBackButton
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    }

    /// Every item declared: left, right, then spare.
    public var allItems: [BarButtonItemSpec] { leftItems + rightItems + spareItems }

    /// Whether a controller with this item, on a stack of `depth` controllers, shows a back
    /// button: not at the root, not hidden, and not replaced by left items (NAV-03).
    public func showsBackButton(depth: Int) -> Bool {
        depth > 1 && !hidesBackButton && (leftItems.isEmpty || leftItemsSupplementBackButton)
    }
}
