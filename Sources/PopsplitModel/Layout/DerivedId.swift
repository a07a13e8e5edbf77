/// Ids the layout gives to chrome the model adds (protocol.md, section 1).
enum DerivedId {
    /// The status bar.
    static let statusBar = "statusBar"
    /// A split view controller's divider (SPL-01).
    static func divider(_ split: String) -> String { "\(split).divider" }
    /// A split view controller's bar button item for the hidden master (SPL-02, SPL-05).
    static func splitButton(_ split: String) -> String { "\(split).masterButton" }
    /// A split view controller's popover (or slid-in pane) showing the hidden master (SPL-07, SPL-08).
    static func splitPopover(_ split: String) -> String { "\(split).masterPopover" }
    /// A versatile split view controller's list button (SVC-06).
    static func listButton(_ split: String) -> String { "\(split).listButton" }
    /// A versatile split view controller's popover or slid-over pane showing the hidden side (SVC-07).
    static func sidePopover(_ split: String) -> String { "\(split).sidePopover" }
    /// A versatile split view controller's toolbar holding its list button (SVC-06).
    static func splitToolbar(_ split: String) -> String { "\(split).toolbar" }
    /// The software keyboard.
    static let keyboard = "keyboard"
    /// A navigation controller's navigation bar.
    static func navigationBar(_ nav: String) -> String { "\(nav).navigationBar" }
    /// A navigation controller's toolbar.
    static func toolbar(_ nav: String) -> String { "\(nav).toolbar" }
    /// A navigation controller's back button.
    static func back(_ nav: String) -> String { "\(nav).back" }
    /// A navigation controller's title text.
    static func title(_ nav: String) -> String { "\(nav).title" }
    /// A tab bar controller's tab bar.
    static func tabBar(_ tab: String) -> String { "\(tab).tabBar" }
    /// The item of tab `index` in a tab bar.
    static func tab(_ tab: String, _ index: Int) -> String { "\(tab).tab.\(index)" }
    /// The dimming view under a presented sheet.
    static func dimming(_ presented: String) -> String { "\(presented).dimming" }
}
