/// A view inside a controller's root view.
public struct ViewSpec: Sendable, Equatable {
    /// Unique id within the document.
    public var id: String
    /// What kind of view.
    public var kind: ViewKind
    /// Frame in the superview's coordinates (points, y down), as designed for `designSize`.
    public var frame: Rect
    /// UIKit's `autoresizingMask`, applied when the superview's size differs from the design size.
    public var autoresizing: Set<AutoresizingFlag>
    /// Title or text, for buttons, labels, search bars.
    public var title: String?
    /// The app's subclass of the view's class, as a storyboard or nib names it (`customClass`):
    /// told in its layout node, no behaviour of its own.
    public var customClass: String? = nil
    /// `hidden`.
    public var hidden: Bool
    /// `userInteractionEnabled`; `nil` means the kind's default (false for labels and images).
    public var userInteractionEnabled: Bool?
    /// Bar button items (toolbar and navigation bar views).
    public var items: [BarButtonItemSpec]
    /// Subviews, frames in this view's coordinates.
    public var subviews: [ViewSpec]
    /// What a tap on the view does.
    public var action: ActionSpec?
    /// Search bars: the search display controller that shows results in a popover (POP-26).
    public var searchDisplay: SearchDisplaySpec? {
        get { searchDisplayBox?.value }
        set { searchDisplayBox = newValue.map(SharedValue.init) }
    }
    /// Toolbar and navigation bar views: their style and tint (NAV-07).
    public var bar: BarAppearance {
        get { barBox?.value ?? BarAppearance() }
        set { barBox = .holding(newValue, unless: BarAppearance()) }
    }
    /// Table cells (kind ``ViewKind/tableCell``): the detail text, accessory and selection.
    public var cell: TableCellSpec {
        get { cellBox?.value ?? TableCellSpec() }
        set { cellBox = .holding(newValue, unless: TableCellSpec()) }
    }
    /// Where the parts most views leave at their default are kept (by reference: see
    /// ``SharedValue``); `nil` is the default.
    private var searchDisplayBox: SharedValue<SearchDisplaySpec>?
    /// The bar's look, when not the default.
    private var barBox: SharedValue<BarAppearance>?
    /// The table cell's texts and accessory, when not the default.
    private var cellBox: SharedValue<TableCellSpec>?

    /// A view.
    public init(
        id: String, kind: ViewKind = .view, frame: Rect, autoresizing: Set<AutoresizingFlag> = [],
        title: String? = nil, hidden: Bool = false, userInteractionEnabled: Bool? = nil,
        items: [BarButtonItemSpec] = [], subviews: [ViewSpec] = [], action: ActionSpec? = nil,
        searchDisplay: SearchDisplaySpec? = nil
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.autoresizing = autoresizing
        self.title = title
        self.hidden = hidden
        self.userInteractionEnabled = userInteractionEnabled
        self.items = items
        self.subviews = subviews
        self.action = action
        self.searchDisplayBox = searchDisplay.map(SharedValue.init)
    }
}
