/// What the id an action's verb names must be: the one statement of it, read by the document
/// reader's checks and by an editor's completion of the verb's value.
extension ActionVerb {
    /// The kind of declaration the verb's value names, or `nil` when its value is not an id
    /// (`pop`, `selectTab`, `custom` ...).
    public var referenceExpected: IdReference.Expected? {
        switch self {
        case .push, .present: return .detachedController
        case .segue: return .segue
        case .presentPopover: return .popover
        case .showActionSheet: return .actionSheet
        case .enableItem, .disableItem: return .item
        case .pop, .popToRoot, .dismiss, .selectTab, .custom, .dismissPopover: return nil
        }
    }
}
