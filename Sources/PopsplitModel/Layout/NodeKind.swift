/// What a layout node is (protocol.md, section 9.6): a view of the document, or a piece of chrome
/// the model adds (controllers, bars and their items, popovers, the dimming view, the keyboard,
/// the status bar). The model and the renderers share it: a renderer switches over every case, so
/// a new kind of node is a new case the compiler walks through. Written in JSON as its name.
public enum NodeKind: String, Sendable, Equatable, Hashable, CaseIterable {
    // MARK: Views of the document (``ViewKind``)

    /// A plain `UIView`.
    case view
    /// `UIButton`.
    case button
    /// `UILabel`.
    case label
    /// `UITableView`.
    case table
    /// A `UIToolbar`: a document's, or a navigation controller's or versatile split view's own.
    case toolbar
    /// A `UINavigationBar`: a free-standing one of the document, or a navigation controller's.
    case navigationBar
    /// `UISearchBar`.
    case searchBar
    /// `UIImageView`.
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
    /// `UITableViewCell`: a row of a table (attributes `title`, `detail`, `accessory`, `selected`).
    case tableCell

    // MARK: Chrome

    /// A view controller's view.
    case controller
    /// A popover's background and arrow (POP-09).
    case popover
    /// A split view's master or side slid over or in (SPL-08, SVC-07).
    case slideOver
    /// The dimming view under a sheet (MOD-03).
    case dimming
    /// The software keyboard.
    case keyboard
    /// The status bar.
    case statusBar
    /// A tab bar controller's tab bar (TAB-01).
    case tabBar
    /// A navigation bar's title.
    case title
    /// A bar button item.
    case barButtonItem
    /// A navigation bar's back button (NAV-02).
    case backButton
    /// A tab bar item.
    case tabBarItem
    /// A split view's divider or splitter (SPL-01, SVC-03).
    case divider

    /// The node kind of a document view of `kind`.
    public init(_ kind: ViewKind) {
        switch kind {
        case .view: self = .view
        case .button: self = .button
        case .label: self = .label
        case .table: self = .table
        case .toolbar: self = .toolbar
        case .navigationBar: self = .navigationBar
        case .searchBar: self = .searchBar
        case .image: self = .image
        case .textField: self = .textField
        case .textView: self = .textView
        case .segmentedControl: self = .segmentedControl
        case .switch: self = .switch
        case .slider: self = .slider
        case .scrollView: self = .scrollView
        case .tableCell: self = .tableCell
        }
    }
}
