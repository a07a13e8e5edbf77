/// Everything the placement of one popover depends on (protocol.md section 9.9). All rects are in
/// window coordinates (points, y down).
public struct PlacementRequest: Sendable, Hashable {
    /// The anchor: the presenting rect converted to window coordinates, or the bar button item's frame.
    public var anchor: Rect
    /// The content size asked for, after the size rules (POP-02..08): the most the popover shows.
    public var contentSize: Size
    /// The sides the arrow may take (POP-10); never empty.
    public var permitted: Set<ArrowDirection>
    /// Where a popover may go before margins: the screen less the status bar (always avoided,
    /// POP-11) and less the keyboard when it shows.
    public var bounds: Rect
    /// `popoverLayoutMargins`: kept clear inside `bounds` (POP-11).
    public var margins: EdgeInsets
    /// The background view's metrics (POP-12).
    public var metrics: PopoverBackgroundMetrics

    /// A request.
    public init(
        anchor: Rect, contentSize: Size, permitted: Set<ArrowDirection>, bounds: Rect,
        margins: EdgeInsets = PopoverPlacement.defaultMargins, metrics: PopoverBackgroundMetrics = .iOS6
    ) {
        self.anchor = anchor
        self.contentSize = contentSize
        self.permitted = permitted
        self.bounds = bounds
        self.margins = margins
        self.metrics = metrics
    }
}
