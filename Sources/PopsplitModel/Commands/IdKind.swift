/// What an id in a request or a state is meant to name: the kind an "unknown id" error names,
/// and the ids a "did you mean" hint picks from.
public enum IdKind: Sendable, Equatable {
    /// Any view controller.
    case controller
    /// A view controller of one type (a navigation controller, a split view controller ...).
    case controllerOfType(ControllerType)
    /// A view.
    case view
    /// A search bar (a view of kind `searchBar`).
    case searchBar
    /// A search bar that has a search display controller.
    case searchBarWithSearchDisplay
    /// A view or a bar button item (a popover's anchor).
    case viewOrBarButtonItem
    /// A bar button item.
    case barButtonItem
    /// A popover controller.
    case popoverController
    /// An action sheet.
    case actionSheet
    /// A segue.
    case segue
    /// A node of the scene's current layout (what a touch by node names).
    case layoutNode

    /// The words for it in messages: "controller", "split view controller", "bar button item".
    public var displayName: String {
        switch self {
        case .controller: "controller"
        case .controllerOfType(.container): "container view controller"
        case .controllerOfType(let type): "\(type.displayName) controller"
        case .view: "view"
        case .searchBar: "search bar"
        case .searchBarWithSearchDisplay: "search bar with a search display controller"
        case .viewOrBarButtonItem: "view or bar button item"
        case .barButtonItem: "bar button item"
        case .popoverController: "popover controller"
        case .actionSheet: "action sheet"
        case .segue: "segue"
        case .layoutNode: "layout node"
        }
    }
}
