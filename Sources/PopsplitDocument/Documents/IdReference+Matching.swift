/// Which declarations a reference may name.
extension IdReference.Expected {
    /// Whether an id carried by `owner` can be used here.
    public func accepts(_ owner: IdDeclaration.Owner) -> Bool {
        switch (self, owner) {
        case (.detachedController, .controller(detached: true)): return true
        case (.controller, .controller): return true
        case (.segue, .segue): return true
        case (.anchor, .view), (.anchor, .item): return true
        case (.popover, .popover): return true
        case (.actionSheet, .actionSheet): return true
        case (.item, .item): return true
        case (.passthrough, .view), (.passthrough, .item), (.passthrough, .controller): return true
        default: return false
        }
    }

    /// What the id must name, for messages.
    public var noun: String {
        switch self {
        case .detachedController, .controller: return "controller"
        case .segue: return "segue"
        case .anchor: return "view or bar button item"
        case .popover: return "popover controller"
        case .actionSheet: return "action sheet"
        case .item: return "bar button item"
        case .passthrough: return "view, bar button item or controller"
        }
    }
}
