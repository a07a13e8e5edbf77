/// `UIModalPresentationStyle` on the iPad (MOD-03).
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    /// Covers the whole screen (the default).
    case fullScreen
    /// Full height, 768 wide, centred.
    case pageSheet
    /// 540 x 620, centred in the app frame.
    case formSheet
    /// Covers the presenting context (the presenter's frame).
    case currentContext
}
