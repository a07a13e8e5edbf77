/// Which way a versatile split view divides its area (MGSplitViewController's `vertical`).
public enum SplitAxis: String, Sendable, Equatable, CaseIterable {
    /// Side by side, the splitter a vertical line: the split point is an x (SVC-03, the default).
    case vertical
    /// One above the other, the splitter a horizontal line: the split point is a y.
    case horizontal
}
