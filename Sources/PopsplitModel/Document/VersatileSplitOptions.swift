/// The settings of a versatile split view controller (SVC-01..09, seed 003's SplitViewController,
/// with what MGSplitViewController's users asked for): written in a document's `split` object.
public struct VersatileSplitOptions: Sendable, Equatable {
    /// Side by side (default) or one above the other.
    public var axis: SplitAxis = .vertical
    /// The splitter's style.
    public var splitterStyle: SplitterStyle = .line
    /// The splitter's width along the axis (default 1; a pane splitter's 25).
    public var splitterWidth: Double = 1
    /// The split point in portrait: the splitter's centre along the axis, in the split view's own
    /// coordinates; `nil`: the golden-ratio default.
    public var portraitSplitPoint: Double?
    /// The split point in landscape; `nil`: the golden-ratio default.
    public var landscapeSplitPoint: Double?
    /// Where the side view goes.
    public var sideViewPosition: SideViewPosition = .left
    /// When the side view is a pane.
    public var sideViewDisplayOption: SideViewDisplayOption = .always
    /// The list button's title; `nil`: the side controller's title, else "List".
    public var listButtonTitle: String?
    /// Where the list button goes.
    public var listButtonPlace: ListButtonPlace = .navigationBar
    /// How the hidden side view shows.
    public var listDisplayStyle: ListDisplayStyle = .popover
    /// iOS 4.2/4.3's single left button: back and list drawn as one item (SVC-08).
    public var legacyLeftButton: Bool = false
    /// Whether a touch can drag the splitter (default false; a pane splitter's true).
    public var draggable: Bool = false
    /// The smallest a pane may be dragged to, along the axis (MGSplitViewController's 200).
    public var minimumPaneSize: Double = 200
    /// Whether the delegate implements `splitViewController:constrainSplitPosition:splitViewSize:`
    /// (asked on every drag).
    public var constrainsSplitPosition: Bool = false

    /// The defaults.
    public init() {}

    /// The split point set for orientation class `landscape`, if any.
    public func splitPoint(landscape: Bool) -> Double? { landscape ? landscapeSplitPoint : portraitSplitPoint }
}
