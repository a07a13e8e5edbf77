/// The live state of a scene, to remember and restore later (TAB-01: the selected tab is in it).
/// Plain data: everything that differs from the document's launch state.
public struct SceneSnapshot: Sendable, Equatable {
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// Whether the app is in the background.
    public var backgrounded: Bool
    /// The stack of every navigation controller, root first, by navigation controller id.
    public var navigationStacks: [String: [String]]
    /// The selected index of every tab bar controller, by id.
    public var selectedTabs: [String: Int]
    /// The current page index of every page view controller, by id.
    public var currentPages: [String: Int]
    /// What is presented, oldest first.
    public var presentations: [Presentation]
    /// Every popover controller alive, by id (POP-01); `nil` (a snapshot written without them)
    /// keeps the scene's.
    public var popovers: [String: PopoverController]?
    /// `contentSizeForViewInPopover` set at run time, by controller.
    public var popoverSizes: [String: Size]
    /// `modalInPopover` set at run time, by controller.
    public var modalInPopover: [String: Bool]
    /// Whether the keyboard shows.
    public var keyboardShown: Bool
    /// The first responder, if any.
    public var firstResponder: String?
    /// Whether the in-call status bar shows.
    public var inCallStatusBar: Bool
    /// Text typed into text fields, text views and search bars, by view.
    public var texts: [String: String]
    /// The master and detail of every split view controller (SPL-11), by id; `nil` keeps the scene's.
    public var splitChildren: [String: [String]]?
    /// The split view controllers whose hidden master or side shows (SPL-07, SVC-07; the JSON
    /// snapshot's `splitMasterShown`).
    public var splitsShowingSide: Set<String>
    /// Split points set at run time for portrait, by versatile split view controller (SVC-09).
    public var portraitSplitPoints: [String: Double]
    /// Split points set at run time for landscape, by versatile split view controller (SVC-09).
    public var landscapeSplitPoints: [String: Double]
    /// Bar button items enabled or disabled at run time (POP-35), by item.
    public var itemsEnabled: [String: Bool]

    /// A snapshot.
    public init(
        orientation: InterfaceOrientation, backgrounded: Bool = false, navigationStacks: [String: [String]] = [:],
        selectedTabs: [String: Int] = [:], currentPages: [String: Int] = [:], presentations: [Presentation] = [],
        popovers: [String: PopoverController]? = nil, popoverSizes: [String: Size] = [:],
        modalInPopover: [String: Bool] = [:], keyboardShown: Bool = false, firstResponder: String? = nil,
        inCallStatusBar: Bool = false, texts: [String: String] = [:], splitChildren: [String: [String]]? = nil,
        splitsShowingSide: Set<String> = [], portraitSplitPoints: [String: Double] = [:],
        landscapeSplitPoints: [String: Double] = [:], itemsEnabled: [String: Bool] = [:]
    ) {
        self.orientation = orientation
        self.backgrounded = backgrounded
        self.navigationStacks = navigationStacks
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
        self.splitChildren = splitChildren
        self.splitsShowingSide = splitsShowingSide
        self.portraitSplitPoints = portraitSplitPoints
        self.landscapeSplitPoints = landscapeSplitPoints
        self.itemsEnabled = itemsEnabled
    }
}
