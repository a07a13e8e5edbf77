/// What a tap did, as a tap's result names it (`action`, protocol.md section 7): the action of the
/// view or item hit, or what the touched chrome does.
public enum TapAction: String, Sendable, Equatable, CaseIterable {
    /// Pushed a controller (a `push` action).
    case push
    /// Popped the top controller (a back button, a `pop` action, the back part of the list button).
    case pop
    /// Popped to the root controller.
    case popToRoot
    /// Presented a controller modally.
    case present
    /// Dismissed the modal presentation.
    case dismiss
    /// Performed a segue.
    case segue
    /// Selected a tab (a tab bar item, or a `selectTab` action).
    case selectTab
    /// Presented a popover.
    case presentPopover
    /// Dismissed a popover (an action, or a tap outside it that its delegate allowed).
    case dismissPopover
    /// Showed an action sheet.
    case showActionSheet
    /// Dismissed an action sheet from outside (its cancel button's tap, POP-26).
    case dismissActionSheet
    /// Clicked a button of an action sheet.
    case actionSheetButton
    /// Enabled a bar button item (POP-35).
    case enableItem
    /// Disabled a bar button item (POP-35).
    case disableItem
    /// Ran the app's own action (a `custom` action event).
    case custom
    /// Made a text field, text view or search bar first responder (the keyboard shows).
    case becomeFirstResponder
    /// Cleared a search bar (POP-36).
    case clearSearch
    /// Showed or hid a split view controller's hidden master (its bar button item, SPL-07).
    case toggleMaster
    /// Hid a split view controller's master shown over the detail (a tap outside it, SPL-07).
    case hideMaster
}
