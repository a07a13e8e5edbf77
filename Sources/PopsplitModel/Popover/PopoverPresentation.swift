/// A visible popover (POP-09): which popover controller, its content, where it was presented from
/// and with which arrows, and the content size it shows.
public struct PopoverPresentation: Sendable, Hashable {
    /// The popover controller's id.
    public var popover: String
    /// The controller whose view holds the anchor (the layer the popover belongs to).
    public var presenter: String
    /// The content view controller.
    public var presented: String
    /// What it was presented from.
    public var anchor: PopoverAnchor
    /// `permittedArrowDirections` as given (bar button items: up and down only, POP-09).
    public var permitted: Set<ArrowDirection>
    /// The content size the popover shows before placement may shrink it (POP-02..08).
    public var contentSize: Size
    /// Whether a rotation left a rect-anchored popover where it was, waiting to be presented again
    /// (POP-27).
    public var needsPresentation: Bool

    /// A visible popover.
    public init(
        popover: String, presenter: String, presented: String, anchor: PopoverAnchor,
        permitted: Set<ArrowDirection>, contentSize: Size, needsPresentation: Bool = false
    ) {
        self.popover = popover
        self.presenter = presenter
        self.presented = presented
        self.anchor = anchor
        self.permitted = permitted
        self.contentSize = contentSize
        self.needsPresentation = needsPresentation
    }
}
