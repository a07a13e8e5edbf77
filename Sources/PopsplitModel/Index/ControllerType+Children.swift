/// How many children each type of controller takes: the one rule the document decoder and the
/// model both apply (``ControllerRules``; the decoder's `children` checks).
extension ControllerType {
    /// How many children a controller of a type takes.
    public enum ChildCount: Sendable, Equatable {
        /// None: a plain controller.
        case none
        /// At least one: a stack, tabs, pages.
        case atLeastOne
        /// Exactly two: a split view's master and detail, a versatile split view's side and main.
        case exactlyTwo

        /// Whether `count` children satisfy the rule.
        public func accepts(_ count: Int) -> Bool {
            switch self {
            case .none: count == 0
            case .atLeastOne: count >= 1
            case .exactlyTwo: count == 2
            }
        }
    }

    /// How many children this type takes.
    public var childCount: ChildCount {
        switch self {
        case .plain: .none
        case .navigation, .tabBar, .pageView, .container: .atLeastOne
        case .split, .versatileSplit: .exactlyTwo
        }
    }

    /// The rule in words, for messages (`a navigation controller needs at least one child: the
    /// root of its stack`).
    public var childrenRule: String {
        switch self {
        case .plain: "a plain controller has no children"
        case .navigation: "a navigation controller needs at least one child: the root of its stack"
        case .tabBar: "a tab bar controller needs at least one child: one per tab"
        case .pageView: "a page view controller needs at least one child: one per page"
        case .split: "a split view controller needs exactly two children: the master, then the detail"
        case .versatileSplit: "a versatile split view controller needs exactly two children: the side, then the main controller"
        case .container: "a container view controller needs at least one child: the controllers it may hold"
        }
    }

    /// What is wrong with selecting child `index` of `childCount` (the tab selected or the page
    /// shown at launch), or `nil`: the one range rule of the decoder and the model.
    public static func selectedIndexProblem(_ index: Int, childCount: Int) -> String? {
        guard !(0..<childCount).contains(index) else { return nil }
        return "selectedIndex \(index) is past the last child (there are \(childCount): 0 to \(childCount - 1))"
    }
}
