/// Names of controller kinds for messages.
extension ControllerType {
    /// A human name for messages: "navigation", "tab bar", "page view", "plain".
    var displayName: String {
        switch self {
        case .plain: "plain"
        case .navigation: "navigation"
        case .tabBar: "tab bar"
        case .pageView: "page view"
        case .split: "split view"
        case .versatileSplit: "versatile split view"
        case .container: "container"
        }
    }
}
