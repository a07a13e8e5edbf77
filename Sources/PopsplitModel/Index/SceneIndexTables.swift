/// The lookup tables of a ``SceneIndex``, as ``IndexBuilder`` fills them: every controller,
/// view, bar button item and segue by id, with the controller that owns each view and item.
struct SceneIndexTables: Sendable, Equatable {
    /// The window's root view controller.
    var rootId: String
    /// Every controller of the document (the tree and the detached ones), by id.
    var controllers = SpecTable<ControllerSpec>()
    /// Controller ids in document order (tree first, depth first, then `controllers`).
    var controllerOrder: [String] = []
    /// Every view (including title views), by id.
    var views = SpecTable<ViewSpec>()
    /// Every bar button item, by id.
    var items: [String: BarButtonItemSpec] = [:]
    /// The controller owning each view and bar button item.
    var owners: [String: String] = [:]
    /// Every segue, by id.
    var segues: [String: SegueSpec] = [:]
    /// Controller ids of each type, in document order (a check of every navigation
    /// controller walks those, not every controller of the document).
    var controllersByType: [ControllerType: [String]] = [:]
    /// The split view controllers of both kinds, in document order.
    var splitControllers: [String] = []
    /// Children of tab bar and page view controllers: their container (fixed for the scene's life).
    var staticParents: [String: String] = [:]
    /// Children of custom container view controllers: their container, whether it shows them now
    /// or not (CNT-01).
    var containerParents: [String: String] = [:]
    /// The document's popover controllers, by id (POP-01).
    var popovers: [String: PopoverController] = [:]
    /// Every id the document declares (controllers, views, items, segues, popovers).
    var ids: Set<String> = []
    /// The ids popsplit gives to chrome (status bar, keyboard, bars, dimming views ...).
    var reserved: Set<String> = []
    /// Controllers the system makes for search display controllers and action sheets (POP-26):
    /// they get no appearance messages.
    var synthetic: Set<String> = []
    /// The search bar of each search results popover, by popover id (POP-26).
    var searchBars: [String: String] = [:]
    /// The search bar of each search results table, by table id: its rows are filtered by the
    /// bar's text (POP-36).
    var resultsTables: [String: String] = [:]
    /// The search bars with a search display controller that are not in a toolbar, by the
    /// controller owning them: their results cover that controller's view below the bar, as on
    /// the iPhone, instead of showing in a popover (POP-37).
    var resultsInPlace: [String: [String]] = [:]
    /// The search bar of each search results popover's navigation controller, by its id (POP-36).
    var resultsNavigations: [String: String] = [:]
    /// Every action sheet, by id (POP-26).
    var actionSheets: [String: ActionSheetSpec] = [:]
    /// The action sheet and button index of each action sheet button view.
    var actionSheetButtons: [String: ActionSheetButton] = [:]
    /// The split view controller whose hidden master's bar button item goes into each toolbar
    /// view, by toolbar view id (SPL-13).
    var masterButtonToolbars: [String: String] = [:]

    /// The controller with this id, or an `unknownId` error.
    func controller(_ id: String) throws(ModelError) -> ControllerSpec {
        guard let spec = controllers[id] else { throw ModelError.unknown(id, .controller) }
        return spec
    }

    /// The controller with this id if it is of `type`, else an `unknownId` error.
    func controller(_ id: String, type: ControllerType) throws(ModelError) -> ControllerSpec {
        let spec = try controller(id)
        guard spec.type == type else { throw ModelError.wrongKind(id, expected: type) }
        return spec
    }

    /// The type of controller `id`, or `nil` when unknown.
    func type(of id: String) -> ControllerType? { controllers.read(id, \.type) }

    /// The controllers of `type`, in document order.
    func controllers(ofType type: ControllerType) -> [String] { controllersByType[type] ?? [] }

    /// Ids of the controller's children as the document lists them.
    func childIds(_ id: String) -> [String] { controllers.read(id) { $0.children.map(\.id) } ?? [] }
}
