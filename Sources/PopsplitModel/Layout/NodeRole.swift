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
    /// A split view controller's divider (SPL-01).
    case divider(split: String)
    /// A split view controller's bar button item for its hidden master (SPL-02).
    case splitButton(split: String)
    /// The popover (iOS 5.0) or slid-in pane (5.1+) showing a split view's hidden master (SPL-08).
    case splitMaster(split: String)
    /// A versatile split view controller's list button (SVC-06); `backPart` is the width of the
    /// back button drawn into it in the legacy single-left-button mode (SVC-08), else 0.
    case listButton(split: String, backPart: Double)
    /// A versatile split view controller's own toolbar (SVC-06).
    case splitToolbar(split: String)
    /// The Clear button of search bar `searchBar`'s results popover, shown when its list button
    /// summoned it (POP-36).
    case searchClear(searchBar: String)
}
