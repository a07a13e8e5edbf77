/// A split view's hidden master (UISplitViewController, SPL-07) or hidden side (the versatile
/// split view, SVC-07), shown: it belongs to its split view's layer, above the detail or main
/// pane, and leaves when it is hidden, when the device rotates, or with its split view.
public struct SplitSidePresentation: Sendable, Equatable {
    /// The split view controller.
    public var split: String
    /// The master or side controller shown.
    public var side: String
    /// How it shows.
    public var style: SplitSideStyle

    /// A shown side.
    public init(split: String, side: String, style: SplitSideStyle) {
        self.split = split
        self.side = side
        self.style = style
    }
}
