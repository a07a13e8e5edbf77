/// The fields of a ``SceneState``, kept in one box its copies share.
struct SceneStateFields: Sendable, Equatable {
    /// ``SceneState/orientation``.
    var orientation: InterfaceOrientation
    /// ``SceneState/backgrounded``.
    var backgrounded: Bool = false
    /// ``SceneState/stacks``.
    var stacks: [String: ControllerStack] = [:]
    /// ``SceneState/selectedTabs``.
    var selectedTabs: [String: Int] = [:]
    /// ``SceneState/currentPages``.
    var currentPages: [String: Int] = [:]
    /// ``SceneState/presentations``.
    var presentations: [Presentation] = [] {
        didSet {
            guard let firstSide = presentations.firstIndex(where: { !$0.isLayer }),
                presentations[firstSide...].contains(where: \.isLayer)
            else { return }
            presentations = presentations.filter(\.isLayer) + presentations.filter { !$0.isLayer }
        }
    }
    /// ``SceneState/popovers``.
    var popovers: [String: PopoverController] = [:]
    /// ``SceneState/popoverSizes``.
    var popoverSizes: [String: Size] = [:]
    /// ``SceneState/modalInPopover``.
    var modalInPopover: [String: Bool] = [:]
    /// ``SceneState/keyboardShown``.
    var keyboardShown: Bool = false
    /// ``SceneState/firstResponder``.
    var firstResponder: String?
    /// ``SceneState/inCallStatusBar``.
    var inCallStatusBar: Bool = false
    /// ``SceneState/texts``.
    var texts: [String: String] = [:]
    /// ``SceneState/itemsEnabled``.
    var itemsEnabled: [String: Bool] = [:]
    /// ``SceneState/navigationItems``.
    var navigationItems: [String: NavigationItemItems] = [:]
    /// ``SceneState/splitHidesMaster``.
    var splitHidesMaster: [String: Bool] = [:]
    /// ``SceneState/loadedSearchResults``.
    var loadedSearchResults: Set<String> = []
    /// ``SceneState/searchResultsListed``.
    var searchResultsListed: Set<String> = []
    /// ``SceneState/containerShown``.
    var containerShown: [String: [String]] = [:]
    /// ``SceneState/splitChildren``.
    var splitChildren: [String: [String]] = [:]
    /// ``SceneState/portraitSplitPoints``.
    var portraitSplitPoints: [String: Double] = [:]
    /// ``SceneState/landscapeSplitPoints``.
    var landscapeSplitPoints: [String: Double] = [:]
}
