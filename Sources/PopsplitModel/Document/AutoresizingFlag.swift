/// One flag of UIKit's `UIViewAutoresizing`.
public enum AutoresizingFlag: String, Sendable, Hashable, CaseIterable {
    /// The left margin stretches.
    case flexibleLeftMargin
    /// The width stretches.
    case flexibleWidth
    /// The right margin stretches.
    case flexibleRightMargin
    /// The top margin stretches.
    case flexibleTopMargin
    /// The height stretches.
    case flexibleHeight
    /// The bottom margin stretches.
    case flexibleBottomMargin
}
