/// A controller's `navigationItem` (NAV-03).
public struct NavigationItemSpec: Sendable, Equatable {
    /// The title shown in the bar; defaults to the controller's title.
    public var title: String?
    /// A custom title view, replacing the title text; its frame's size is used, centred in the bar.
    public var titleView: ViewSpec?
    /// Items on the left, after the back button unless it is hidden.
    public var leftItems: [BarButtonItemSpec]
    /// Items on the right, the first outermost (rightmost), as UIKit lays them out.
    public var rightItems: [BarButtonItemSpec]
    /// `backBarButtonItem`'s title: what the *next* controller's back button says (NAV-02).
    public var backButtonTitle: String?
    /// `hidesBackButton`.
    public var hidesBackButton: Bool

    /// A navigation item; everything optional.
    public init(
        title: String? = nil, titleView: ViewSpec? = nil, leftItems: [BarButtonItemSpec] = [],
        rightItems: [BarButtonItemSpec] = [], backButtonTitle: String? = nil, hidesBackButton: Bool = false
    ) {
        self.title = title
        self.titleView = titleView
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.backButtonTitle = backButtonTitle
        self.hidesBackButton = hidesBackButton
    }
}
