/// The kind of a view in a scene document; hit-testing and layout treat some kinds specially.
public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    /// A plain `UIView`.
    case view
    /// `UIButton`.
    case button
    /// `UILabel` (not touchable: `userInteractionEnabled` is false by default).
    case label
    /// `UITableView`.
    case table
    /// `UIToolbar` holding bar button items.
    case toolbar
    /// A free-standing `UINavigationBar`.
    case navigationBar
    /// `UISearchBar`.
    case searchBar
    /// `UIImageView` (not touchable by default).
    case image
    /// `UITextField`.
    case textField
    /// `UITextView`.
    case textView
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UIScrollView`.
    case scrollView
}
