/// The live, mutable part of a scene: everything that differs from the document's launch state.
/// It is also the scene's snapshot (TAB-01): `Scene.snapshot()` returns it as it is, and
/// `Scene.restore(_:keeping:)` validates one and puts it back; nothing is copied into a second type.
///
/// A value whose fields live in one box that its copies share until one of them changes: a
/// scene, its hierarchy and its kept layout each hold the state, and a copy costs one reference
/// count rather than one per table.
public struct SceneState: Sendable, Equatable {
    /// The shared fields.
    private var box: SceneStateBox

    /// The fields, for changing: the box is copied first when another value shares it (copy on
    /// write). Reads go to the box directly.
    private var fields: SceneStateFields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = SceneStateBox(box.fields) }
            yield &box.fields
        }
    }

    /// The current interface orientation.
    public var orientation: InterfaceOrientation {
        _read { yield box.fields.orientation }
        _modify { yield &fields.orientation }
    }
    /// Whether the app is in the background (ROT-04).
    public var backgrounded: Bool {
        _read { yield box.fields.backgrounded }
        _modify { yield &fields.backgrounded }
    }
    /// The stack of every navigation controller of the document, root first (NAV-01).
    public var stacks: [String: ControllerStack] {
        _read { yield box.fields.stacks }
        _modify { yield &fields.stacks }
    }
    /// The selected tab of every tab bar controller (TAB-01).
    public var selectedTabs: [String: Int] {
        _read { yield box.fields.selectedTabs }
        _modify { yield &fields.selectedTabs }
    }
    /// The current page of every page view controller (TAB-02).
    public var currentPages: [String: Int] {
        _read { yield box.fields.currentPages }
        _modify { yield &fields.currentPages }
    }
    /// What is presented, oldest first (MOD-01, POP-09, SPL-07, SVC-07): the layers (modal
    /// presentations and popovers), then the shown sides of split views. Whatever is stored, the
    /// layers come first, so that presentation `i` is layer `i + 1`.
    public var presentations: [Presentation] {
        _read { yield box.fields.presentations }
        _modify { yield &fields.presentations }
    }
    /// The popover controllers alive, by id (POP-01).
    public var popovers: [String: PopoverController] {
        _read { yield box.fields.popovers }
        _modify { yield &fields.popovers }
    }
    /// `contentSizeForViewInPopover` set at run time, by controller (POP-05).
    public var popoverSizes: [String: Size] {
        _read { yield box.fields.popoverSizes }
        _modify { yield &fields.popoverSizes }
    }
    /// `modalInPopover` set at run time, by controller (POP-18, POP-24).
    public var modalInPopover: [String: Bool] {
        _read { yield box.fields.modalInPopover }
        _modify { yield &fields.modalInPopover }
    }
    /// Whether the software keyboard shows.
    public var keyboardShown: Bool {
        _read { yield box.fields.keyboardShown }
        _modify { yield &fields.keyboardShown }
    }
    /// The view that is first responder, if any.
    public var firstResponder: String? {
        _read { yield box.fields.firstResponder }
        _modify { yield &fields.firstResponder }
    }
    /// Whether the 40 pt in-call status bar shows.
    public var inCallStatusBar: Bool {
        _read { yield box.fields.inCallStatusBar }
        _modify { yield &fields.inCallStatusBar }
    }
    /// The text typed into text fields, text views and search bars, by view (none: empty).
    public var texts: [String: String] {
        _read { yield box.fields.texts }
        _modify { yield &fields.texts }
    }
    /// Bar button items enabled or disabled at run time (POP-35), by item; the others are as the
    /// document says.
    public var itemsEnabled: [String: Bool] {
        _read { yield box.fields.itemsEnabled }
        _modify { yield &fields.itemsEnabled }
    }
    /// The bar button items set on navigation items at run time (NAV-08), by controller; the
    /// others show the document's.
    public var navigationItems: [String: NavigationItemItems] {
        _read { yield box.fields.navigationItems }
        _modify { yield &fields.navigationItems }
    }
    /// The delegate's answers to `splitViewController:shouldHideViewController:inOrientation:` for
    /// the current orientation, asked at the last rotation (SPL-17), by split view controller; the
    /// others hide as the document says.
    public var splitHidesMaster: [String: Bool] {
        _read { yield box.fields.splitHidesMaster }
        _modify { yield &fields.splitHidesMaster }
    }
    /// The search bars whose results table has loaded: `searchDisplayController:
    /// didLoadSearchResultsTableView:` was sent, once (POP-36).
    public var loadedSearchResults: Set<String> {
        _read { yield box.fields.loadedSearchResults }
        _modify { yield &fields.loadedSearchResults }
    }
    /// The search bars whose results popover the list button summoned: its bar shows Clear
    /// (POP-36).
    public var searchResultsListed: Set<String> {
        _read { yield box.fields.searchResultsListed }
        _modify { yield &fields.searchResultsListed }
    }
    /// The children of every custom container that are its child view controllers now, in the
    /// children's order (CNT-01, CNT-02).
    public var containerShown: [String: [String]] {
        _read { yield box.fields.containerShown }
        _modify { yield &fields.containerShown }
    }
    /// The master and the detail of every split view controller (a replace segue swaps one, SPL-11).
    public var splitChildren: [String: [String]] {
        _read { yield box.fields.splitChildren }
        _modify { yield &fields.splitChildren }
    }
    /// Split points set at run time (a drag, `splitView/setSplitPoint`) for portrait, by versatile
    /// split view controller: the splitter's centre along the axis in the split view (SVC-09).
    public var portraitSplitPoints: [String: Double] {
        _read { yield box.fields.portraitSplitPoints }
        _modify { yield &fields.portraitSplitPoints }
    }
    /// Split points set at run time for landscape (SVC-09).
    public var landscapeSplitPoints: [String: Double] {
        _read { yield box.fields.landscapeSplitPoints }
        _modify { yield &fields.landscapeSplitPoints }
    }

    /// A state to restore (tests and clients that build one by hand): what is not given is empty.
    public init(
        orientation: InterfaceOrientation, backgrounded: Bool = false, stacks: [String: ControllerStack] = [:],
        selectedTabs: [String: Int] = [:], currentPages: [String: Int] = [:], presentations: [Presentation] = [],
        popovers: [String: PopoverController] = [:], popoverSizes: [String: Size] = [:], modalInPopover: [String: Bool] = [:],
        keyboardShown: Bool = false, firstResponder: String? = nil, inCallStatusBar: Bool = false,
        texts: [String: String] = [:], itemsEnabled: [String: Bool] = [:], navigationItems: [String: NavigationItemItems] = [:],
        splitHidesMaster: [String: Bool] = [:],
        loadedSearchResults: Set<String> = [], searchResultsListed: Set<String> = [], containerShown: [String: [String]] = [:],
        splitChildren: [String: [String]] = [:],
        portraitSplitPoints: [String: Double] = [:], landscapeSplitPoints: [String: Double] = [:]
    ) {
        box = SceneStateBox(SceneStateFields(orientation: orientation))
        self.orientation = orientation
        self.backgrounded = backgrounded
        self.stacks = stacks
        self.selectedTabs = selectedTabs
        self.currentPages = currentPages
        self.presentations = presentations
        self.popovers = popovers
        self.popoverSizes = popoverSizes
        self.modalInPopover = modalInPopover
        self.keyboardShown = keyboardShown
        self.firstResponder = firstResponder
        self.inCallStatusBar = inCallStatusBar
        self.texts = texts
        self.itemsEnabled = itemsEnabled
        self.navigationItems = navigationItems
        self.splitHidesMaster = splitHidesMaster
        self.loadedSearchResults = loadedSearchResults
        self.searchResultsListed = searchResultsListed
        self.containerShown = containerShown
        self.splitChildren = splitChildren
        self.portraitSplitPoints = portraitSplitPoints
        self.landscapeSplitPoints = landscapeSplitPoints
    }

    /// The launch state of a validated document.
    init(launching index: SceneIndex, orientation: InterfaceOrientation) {
        box = SceneStateBox(SceneStateFields(orientation: orientation))
        self.popovers = index.popovers
        for id in index.controllerOrder {
            guard let spec = index.controllers[id] else { continue }
            switch spec.kind {
            case .navigation: stacks[id] = ControllerStack(spec.children.map(\.id))
            case .tabBar: selectedTabs[id] = spec.selectedIndex
            case .pageView: currentPages[id] = spec.selectedIndex
            case .split, .versatileSplit: splitChildren[id] = spec.children.map(\.id)
            case .container(let options): containerShown[id] = options.shownChildren ?? spec.children.map(\.id)
            case .plain: break
            }
        }
    }

    /// Whether bar button item `id` is enabled (POP-35): as set at run time, else as the document
    /// says.
    func isEnabled(item id: String, index: SceneIndex) -> Bool { itemsEnabled[id] ?? index.items[id]?.enabled ?? true }

    /// The layers (modal presentations and popovers), oldest first: the presentations without the
    /// shown sides of split views.
    public var layers: [Presentation] { presentations.filter(\.isLayer) }

    /// The split view controllers whose hidden master or side shows (SPL-07, SVC-07; the JSON
    /// snapshot's `splitMasterShown`).
    public var splitsShowingSide: Set<String> { Set(shownSides.map(\.split)) }

    /// The shown sides of split views, in the order they were shown.
    public var shownSides: [SplitSidePresentation] { presentations.compactMap(\.splitSide) }

    /// Whether search bar `searchBar`'s results show now when they show in place (POP-37): its text
    /// is not empty, or its list button summoned them.
    func showsResultsInPlace(of searchBar: String) -> Bool {
        texts[searchBar] != nil || searchResultsListed.contains(searchBar)
    }

    /// Whether split view `split` shows its hidden master or side.
    func showsSide(of split: String) -> Bool { presentations.contains { $0.splitSide?.split == split } }

    /// Hides split view `split`'s shown side, if it shows.
    mutating func removeSide(of split: String) { presentations.removeAll { $0.splitSide?.split == split } }

    /// Hides every shown side of a split view.
    mutating func removeSides() { presentations.removeAll { !$0.isLayer } }

    /// States are equal when their fields are (the same box, or equal contents).
    public static func == (lhs: SceneState, rhs: SceneState) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}
