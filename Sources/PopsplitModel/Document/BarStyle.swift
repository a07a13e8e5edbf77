/// `UIBarStyle`, of a navigation bar or a toolbar (NAV-07; Sadun, The iOS 5 Developer's Cookbook:
/// "You might change a bar style or its tint color ... `UIBarStyleBlackTranslucent`").
public enum BarStyle: String, Sendable, Equatable, CaseIterable {
    /// `UIBarStyleDefault`: blue-grey.
    case `default`
    /// `UIBarStyleBlack`: opaque black.
    case black
    /// `UIBarStyleBlackTranslucent`: see-through black; the content extends under the bar.
    case blackTranslucent

    /// Whether content extends under the bar (UIKit lays a navigation controller's content under a
    /// translucent navigation bar or toolbar).
    public var isTranslucent: Bool { self == .blackTranslucent }
}
