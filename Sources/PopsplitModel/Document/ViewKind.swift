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
    /// `UITableViewCell`: a row of a table, made from the table's `rows` (never named by a
    /// document's `kind`), drawn in `UITableViewCellStyleValue1` with its ``TableCellSpec``.
    case tableCell

    /// The kinds a document's `kind` names: every kind but ``tableCell``, whose views come from a
    /// table's `rows`.
    public static let documentKinds: [ViewKind] = allCases.filter { $0 != .tableCell }
}
