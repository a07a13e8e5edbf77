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

    /// A snapshot.
    public init(orientation: InterfaceOrientation, backgrounded: Bool = false, navigationStacks: [String: [String]] = [:],
                selectedTabs: [String: Int] = [:], currentPages: [String: Int] = [:], presentations: [Presentation] = []) {
        self.orientation = orientation
        self.backgrounded = backgrounded
        self.navigationStacks = navigationStacks
        self.selectedTabs = selectedTabs
        self.currentPages = currentPages
        self.presentations = presentations
    }
}
