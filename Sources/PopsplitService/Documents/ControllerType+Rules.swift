import PopsplitModel

extension ControllerType {
    /// Why a container needs children, for messages (`a navigation controller needs at least one
    /// child: the root of its stack`).
    static func childrenRule(_ kind: ControllerType) -> String {
        switch kind {
        case .plain: return "a plain controller has no children"
        case .navigation: return "a navigation controller needs at least one child: the root of its stack"
        case .tabBar: return "a tab bar controller needs at least one child: one per tab"
        case .pageView: return "a page view controller needs at least one child: one per page"
        case .split: return "a split view controller needs exactly two children: the master, then the detail"
        case .versatileSplit: return "a versatile split view controller needs exactly two children: the side, then the main controller"
        }
    }
}
