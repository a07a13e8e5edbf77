import PopsplitModel

/// The controller types the scene document format's typed controller keys apply to.
///
/// Guess ranks: a versatile split view controller's `split` is the most telling key, then a
/// container's keys, a split view controller's, a navigation controller's, `selectedIndex`;
/// `children` alone points to navigation, the container with the fewest rules.
extension ControllerKeyScope {
    /// Every controller that has children: every type but those that take none.
    static let containers: ControllerKeyScope = {
        let types = ControllerType.allCases.filter { $0.childCount != .none }
        let names = types.map(\.rawValue)
        let words = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + (names.last ?? "") + " controllers"
        return ControllerKeyScope(types: types, words: words, pointsTo: .navigation, guessRank: 6)
    }()
    /// Tab bar and page view controllers.
    static let tabBarAndPageView = ControllerKeyScope(
        types: [.tabBar, .pageView], words: "tabBar and pageView controllers", pointsTo: .tabBar, guessRank: 5)
    /// Navigation controllers.
    static let navigation = ControllerKeyScope(types: [.navigation], words: "navigation controllers", pointsTo: .navigation, guessRank: 4)
    /// Split view controllers.
    static let split = ControllerKeyScope(types: [.split], words: "split view controllers", pointsTo: .split, guessRank: 3)
    /// Container controllers.
    static let container = ControllerKeyScope(types: [.container], words: "container controllers", pointsTo: .container, guessRank: 2)
    /// Versatile split view controllers.
    static let versatileSplit = ControllerKeyScope(
        types: [.versatileSplit], words: "versatileSplit controllers", pointsTo: .versatileSplit, guessRank: 1)
}
