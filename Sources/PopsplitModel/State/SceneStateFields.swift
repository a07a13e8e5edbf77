/// The fields of a ``SceneState``, kept in one box its copies share.
struct SceneStateFields: Sendable, Equatable {
    /// The current interface orientation.
    var orientation: InterfaceOrientation
    /// Whether the app is in the background (ROT-04).
    var backgrounded: Bool = false
    /// The stack of every navigation controller of the document, root first (NAV-01).
    var stacks: [String: ControllerStack] = [:]
    /// The selected tab of every tab bar controller (TAB-01).
    var selectedTabs: [String: Int] = [:]
    /// The current page of every page view controller (TAB-02).
    var currentPages: [String: Int] = [:]
    /// What is presented, oldest first (MOD-01, POP-09, SPL-07, SVC-07): the layers (modal
    /// presentations and popovers), then the shown sides of split views. Whatever is stored, the
    /// layers come first, so that presentation `i` is layer `i + 1`.
    var presentations: [Presentation] = [] {
        didSet {
            guard let firstSide = presentations.firstIndex(where: { !$0.isLayer }),
                presentations[firstSide...].contains(where: \.isLayer)
            else { return }
            presentations = presentations.filter(\.isLayer) + presentations.filter { !$0.isLayer }
        }
    }
    /// The popover controllers alive, by id (POP-01).
    var popovers: [String: PopoverController] = [:]
    /// `contentSizeForViewInPopover` set at run time, by controller (POP-05).
    var popoverSizes: [String: Size] = [:]
    /// `modalInPopover` set at run time, by controller (POP-18, POP-24).
    var modalInPopover: [String: Bool] = [:]
    /// Whether the software keyboard shows.
    var keyboardShown: Bool = false
    /// The view that is first responder, if any.
    var firstResponder: String?
    /// Whether the 40 pt in-call status bar shows.
    var inCallStatusBar: Bool = false
    /// The text typed into text fields, text views and search bars, by view (none: empty).
    var texts: [String: String] = [:]
    /// Bar button items enabled or disabled at run time (POP-35), by item; the others are as the
    /// document says.
    var itemsEnabled: [String: Bool] = [:]
    /// The bar button items set on navigation items at run time (NAV-08), by controller; the
    /// others show the document's.
    var navigationItems: [String: NavigationItemItems] = [:]
    /// The delegate's answers to `splitViewController:shouldHideViewController:inOrientation:` for
    /// the current orientation, asked at the last rotation (SPL-17), by split view controller; the
    /// others hide as the document says.
    var splitHidesMaster: [String: Bool] = [:]
    /// The search bars whose results table has loaded: `searchDisplayController:
    /// didLoadSearchResultsTableView:` was sent, once (POP-36).
    var loadedSearchResults: Set<String> = []
    /// The search bars whose results popover the list button summoned: its bar shows Clear
    /// (POP-36).
    var searchResultsListed: Set<String> = []
    /// The children of every custom container that are its child view controllers now, in the
    /// children's order (CNT-01, CNT-02).
    var containerShown: [String: [String]] = [:]
    /// The master and the detail of every split view controller (a replace segue swaps one, SPL-11).
    var splitChildren: [String: [String]] = [:]
    /// Split points set at run time (a drag, `splitView/setSplitPoint`) for portrait, by versatile
    /// split view controller: the splitter's centre along the axis in the split view (SVC-09).
    var portraitSplitPoints: [String: Double] = [:]
    /// Split points set at run time for landscape (SVC-09).
    var landscapeSplitPoints: [String: Double] = [:]
}
