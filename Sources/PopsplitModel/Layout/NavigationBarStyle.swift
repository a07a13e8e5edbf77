/// How a navigation bar is drawn (NAV-05), the `barStyle` attribute of its layout node.
public enum NavigationBarStyle: String, Sendable, Equatable, CaseIterable {
    /// The window's bar: blue-grey.
    case `default`
    /// A bar inside a popover: dark, in the popover's style.
    case popover
}
