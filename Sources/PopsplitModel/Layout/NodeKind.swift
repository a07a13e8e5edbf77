/// What a layout node is (protocol.md, section 9.6): a view (``ViewKind``: one of the document, or
/// one UIKit makes, such as a navigation controller's bar or a table's cells), or a piece of
/// chrome the model adds (controllers, bars and their items, popovers, the dimming view, the
/// keyboard, the status bar). The model and the renderers share it: a renderer switches over every
/// case, so a new kind of view or of chrome is a new case the compiler walks through. Written in
/// JSON as its ``name``.
public enum NodeKind: Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
    /// A view of `kind`. A `toolbar` is a document's, or a navigation controller's or versatile
    /// split view's own; a `navigationBar` a free-standing one of the document, or a navigation
    /// controller's; a `tableCell` a row of a table (attributes `title`, `detail`, `accessory`,
    /// `selected`).
    case view(ViewKind)
    /// A view controller's view.
    case controller
    /// A popover's background and arrow (POP-09).
    case popover
    /// A split view's master or side slid over or in (SPL-08, SVC-07).
    case slideOver
    /// The dimming view under a sheet (MOD-03).
    case dimming
    /// The software keyboard.
    case keyboard
    /// The status bar.
    case statusBar
    /// A tab bar controller's tab bar (TAB-01).
    case tabBar
    /// A navigation bar's title.
    case title
    /// A bar button item.
    case barButtonItem
    /// A navigation bar's back button (NAV-02).
    case backButton
    /// A tab bar item.
    case tabBarItem
    /// A split view's divider or splitter (SPL-01, SVC-03).
    case divider

    /// Its name in JSON: a view's kind (`button`, `navigationBar`), or the chrome's (`controller`).
    public var name: String {
        switch self {
        case .view(let kind): kind.rawValue
        case .controller: "controller"
        case .popover: "popover"
        case .slideOver: "slideOver"
        case .dimming: "dimming"
        case .keyboard: "keyboard"
        case .statusBar: "statusBar"
        case .tabBar: "tabBar"
        case .title: "title"
        case .barButtonItem: "barButtonItem"
        case .backButton: "backButton"
        case .tabBarItem: "tabBarItem"
        case .divider: "divider"
        }
    }

    /// Its ``name``, as it is written in JSON.
    public var description: String { name }

    /// The chrome kinds, in the order of their declaration.
    public static let chrome: [NodeKind] = [
        .controller, .popover, .slideOver, .dimming, .keyboard, .statusBar, .tabBar, .title, .barButtonItem, .backButton, .tabBarItem, .divider,
    ]

    /// Every kind: each view kind, then the chrome.
    public static let allCases: [NodeKind] = ViewKind.allCases.map(NodeKind.view) + chrome
}
