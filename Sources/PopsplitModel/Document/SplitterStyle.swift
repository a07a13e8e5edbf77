/// How a versatile split view draws its splitter (SVC-03; MGSplitViewController's divider styles).
public enum SplitterStyle: String, Sendable, Equatable, CaseIterable {
    /// A plain line (default width 1, black).
    case line
    /// MGSplitViewController's pane splitter: a 25 pt bar with a grip, draggable by default.
    case paneSplitter
}
