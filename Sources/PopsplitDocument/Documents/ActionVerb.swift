/// The keys that name what an action does; an action object has exactly one of them.
public enum ActionVerb: String, CaseIterable, Sendable {
    /// `{"push": "<controller id>"}`.
    case push
    /// `{"pop": true}`.
    case pop
    /// `{"popToRoot": true}`.
    case popToRoot
    /// `{"present": "<controller id>", "style": ..., "transition": ...}`.
    case present
    /// `{"dismiss": true}`.
    case dismiss
    /// `{"segue": "<segue id>"}`.
    case segue
    /// `{"selectTab": <index>}`.
    case selectTab
    /// `{"custom": "<name>"}`.
    case custom
    /// Present a popover controller of the document from the tapped view or item.
    case presentPopover
    /// Dismiss the popover the tapped view or item is in, from code.
    case dismissPopover
    /// Show an action sheet of the document from the tapped item or view.
    case showActionSheet
    /// `{"enableItem": "<bar button item id>"}` (POP-35).
    case enableItem
    /// `{"disableItem": "<bar button item id>"}` (POP-35).
    case disableItem

    /// The verbs as a list for messages: `push, pop, popToRoot, ...`.
    static let listed = allCases.map(\.rawValue).joined(separator: ", ")
}
