/// What a tap on a view or bar button item does: the target-action a scene document wires up.
public enum ActionSpec: Sendable, Equatable {
    /// Push the controller with this id on the nearest navigation controller.
    case push(controller: String)
    /// Pop the nearest navigation controller.
    case pop
    /// Pop the nearest navigation controller to its root.
    case popToRoot
    /// Present the controller with this id modally from the tapped controller.
    case present(controller: String, style: PresentationStyle, transition: TransitionStyle)
    /// Dismiss the modal presentation the tapped controller is part of.
    case dismiss
    /// Perform the segue with this id.
    case segue(id: String)
    /// Select a tab of the nearest tab bar controller.
    case selectTab(index: Int)
    /// An app-defined action: reported as an event, changes nothing in the model.
    case custom(name: String)
    /// Present a popover controller of the document from the tapped view or item (POP-09).
    case presentPopover(popover: String, arrows: Set<ArrowDirection>)
    /// Dismiss, from code, the popover the tapped view or item is in (POP-20).
    case dismissPopover
    /// Show an action sheet of the document from the tapped item or view (POP-26).
    case showActionSheet(id: String)
    /// Enable or disable a bar button item of the document (POP-35).
    case setItemEnabled(item: String, enabled: Bool)
}
