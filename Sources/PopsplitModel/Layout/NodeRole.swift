/// What a laid-out node is to the model: hit-testing uses it to find what a tap fires.
enum NodeRole: Sendable, Equatable {
    /// The status bar.
    case statusBar
    /// A controller's root view.
    case controller(String)
    /// A navigation controller's navigation bar.
    case navigationBar(nav: String)
    /// A navigation controller's toolbar.
    case toolbar(nav: String)
    /// A navigation bar's title text (not touchable).
    case title(nav: String)
    /// A navigation bar's back button.
    case backButton(nav: String)
    /// A bar button item of the document.
    case item(String)
    /// A tab bar controller's tab bar.
    case tabBar(tab: String)
    /// The item of one tab.
    case tabItem(tab: String, index: Int)
    /// A view of the document.
    case view(String)
    /// The dimming view under a presented sheet.
    case dimming(presented: String)
    /// A popover's background and arrow (its content is a controller node inside it).
    case popover(String)
    /// The software keyboard.
    case keyboard
}
