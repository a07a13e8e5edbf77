/// Lookup tables built once from a validated ``SceneDocument``: every controller, view, bar
/// button item and segue by id, with the controller that owns each view and item.
///
/// Immutable once built, and shared: the tables live in one box that every copy of the index
/// (each scene version, its hierarchy, its layouts) holds, so copying a scene retains the index
/// once rather than each of its tables.
struct SceneIndex: Sendable, Equatable {
    /// The shared tables.
    private let box: SceneIndexBox

    /// The index of `tables` (built and checked by ``build(_:)``).
    init(_ tables: SceneIndexTables) {
        box = SceneIndexBox(tables)
    }

    /// Indexes are equal when their tables are (the same box, or equal contents).
    static func == (lhs: SceneIndex, rhs: SceneIndex) -> Bool {
        lhs.box === rhs.box || lhs.box.tables == rhs.box.tables
    }

    /// The window's root view controller.
    var rootId: String { _read { yield box.tables.rootId } }

    /// Every controller of the document (the tree and the detached ones), by id.
    var controllers: SpecTable<ControllerSpec> { _read { yield box.tables.controllers } }

    /// Controller ids in document order (tree first, depth first, then `controllers`).
    var controllerOrder: [String] { _read { yield box.tables.controllerOrder } }

    /// Every view (including title views), by id.
    var views: SpecTable<ViewSpec> { _read { yield box.tables.views } }

    /// Every bar button item, by id.
    var items: [String: BarButtonItemSpec] { _read { yield box.tables.items } }

    /// The controller owning each view and bar button item.
    var owners: [String: String] { _read { yield box.tables.owners } }

    /// Every segue, by id.
    var segues: [String: SegueSpec] { _read { yield box.tables.segues } }

    /// Controller ids of each type, in document order (a check of every navigation
    /// controller walks those, not every controller of the document).
    var controllersByType: [ControllerType: [String]] { _read { yield box.tables.controllersByType } }

    /// The split view controllers of both kinds, in document order.
    var splitControllers: [String] { _read { yield box.tables.splitControllers } }

    /// Children of tab bar and page view controllers: their container (fixed for the scene's life).
    var staticParents: [String: String] { _read { yield box.tables.staticParents } }

    /// Children of custom container view controllers: their container, whether it shows them now
    /// or not (CNT-01).
    var containerParents: [String: String] { _read { yield box.tables.containerParents } }

    /// The document's popover controllers, by id (POP-01).
    var popovers: [String: PopoverController] { _read { yield box.tables.popovers } }

    /// Every id the document declares (controllers, views, items, segues, popovers).
    var ids: Set<String> { _read { yield box.tables.ids } }

    /// The ids popsplit gives to chrome (status bar, keyboard, bars, dimming views ...).
    var reserved: Set<String> { _read { yield box.tables.reserved } }

    /// Controllers the system makes for search display controllers and action sheets (POP-26):
    /// they get no appearance messages.
    var synthetic: Set<String> { _read { yield box.tables.synthetic } }

    /// The search bar of each search results popover, by popover id (POP-26).
    var searchBars: [String: String] { _read { yield box.tables.searchBars } }

    /// The search bar of each search results table, by table id: its rows are filtered by the
    /// bar's text (POP-36).
    var resultsTables: [String: String] { _read { yield box.tables.resultsTables } }

    /// The search bars with a search display controller that are not in a toolbar, by the
    /// controller owning them: their results cover that controller's view below the bar, as on
    /// the iPhone, instead of showing in a popover (POP-37).
    var resultsInPlace: [String: [String]] { _read { yield box.tables.resultsInPlace } }

    /// The search bar of each search results popover's navigation controller, by its id (POP-36).
    var resultsNavigations: [String: String] { _read { yield box.tables.resultsNavigations } }

    /// Every action sheet, by id (POP-26).
    var actionSheets: [String: ActionSheetSpec] { _read { yield box.tables.actionSheets } }

    /// The action sheet and button index of each action sheet button view.
    var actionSheetButtons: [String: ActionSheetButton] { _read { yield box.tables.actionSheetButtons } }

    /// The split view controller whose hidden master's bar button item goes into each toolbar
    /// view, by toolbar view id (SPL-13).
    var masterButtonToolbars: [String: String] { _read { yield box.tables.masterButtonToolbars } }

    /// The tables themselves (for the rules the index builder also applies to its tables).
    var tables: SceneIndexTables { _read { yield box.tables } }

    /// ``SceneIndexTables/controller(_:)``.
    func controller(_ id: String) throws(ModelError) -> ControllerSpec { try box.tables.controller(id) }

    /// ``SceneIndexTables/controller(_:type:)``.
    func controller(_ id: String, type: ControllerType) throws(ModelError) -> ControllerSpec { try box.tables.controller(id, type: type) }

    /// ``SceneIndexTables/type(of:)``.
    func type(of id: String) -> ControllerType? { box.tables.type(of: id) }

    /// ``SceneIndexTables/controllers(ofType:)``.
    func controllers(ofType type: ControllerType) -> [String] { box.tables.controllers(ofType: type) }

    /// ``SceneIndexTables/childIds(_:)``.
    func childIds(_ id: String) -> [String] { box.tables.childIds(id) }
}
