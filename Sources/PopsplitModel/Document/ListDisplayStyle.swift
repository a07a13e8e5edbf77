/// How a versatile split view shows its hidden side view when the list button is pressed
/// (SVC-07, `listDisplayStyle`).
public enum ListDisplayStyle: String, Sendable, Equatable, CaseIterable {
    /// In an arrowed popover, the arrow just beneath the list button (the default).
    case popover
    /// Slid over the main view from the side's edge, full height.
    case slideOver
    /// Slid in, pushing the main view aside (the main view keeps its width).
    case slideIn
}
