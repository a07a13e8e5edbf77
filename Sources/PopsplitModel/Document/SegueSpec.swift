/// A storyboard segue between two controllers of the document.
public struct SegueSpec: Sendable, Equatable {
    /// The kind of segue.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Push on the source's navigation controller.
        case push
        /// Present modally.
        case modal
        /// Present in a popover (POP-25).
        case popover
        /// Replace a split view controller's child (SPL-11, SPL-15).
        case replace
        /// A custom segue: transition between two children of a custom container (CNT-03).
        case custom
    }

    /// Unique id within the document (the segue identifier).
    public var id: String
    /// What the segue does.
    public var kind: Kind
    /// The source controller's id.
    public var source: String
    /// The destination controller's id (a controller of the document's `controllers`).
    public var destination: String
    /// Modal segues: presentation style.
    public var style: PresentationStyle
    /// Modal segues: transition style.
    public var transition: TransitionStyle
    /// Popover segues: the id of the anchoring view or bar button item.
    public var anchor: String?
    /// Popover segues: the permitted arrow directions (default: any).
    public var arrows: Set<ArrowDirection>
    /// Replace segues: the child replaced (default the detail, SPL-15).
    public var replaces: SplitChild

    /// A segue.
    public init(
        id: String, kind: Kind, source: String, destination: String,
        style: PresentationStyle = .fullScreen, transition: TransitionStyle = .coverVertical, anchor: String? = nil,
        arrows: Set<ArrowDirection> = ArrowDirection.any, replaces: SplitChild = .detail
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.destination = destination
        self.style = style
        self.transition = transition
        self.anchor = anchor
        self.arrows = arrows
        self.replaces = replaces
    }
}
