/// `UIModalTransitionStyle` (MOD-02).
public enum TransitionStyle: String, Sendable, Equatable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
    /// Curls up the presenter's page (full screen only).
    case partialCurl
}
