/// How a navigation bar is drawn (NAV-05), the `barStyle` attribute of its layout node.
public enum NavigationBarStyle: String, Sendable, Equatable, CaseIterable {
    /// The window's bar: blue-grey.
    case `default`
    /// A bar inside a popover: dark, in the popover's style, whatever the app's style (NAV-05).
    case popover
    /// `UIBarStyleBlack` (NAV-07).
    case black
    /// `UIBarStyleBlackTranslucent` (NAV-07).
    case blackTranslucent

    /// The style of a bar the app styled `style`, outside a popover.
    public init(_ style: BarStyle) {
        switch style {
        case .default: self = .default
        case .black: self = .black
        case .blackTranslucent: self = .blackTranslucent
        }
    }
}
