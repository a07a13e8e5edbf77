/// Where a client asks a popover to be presented from (POP-09).
public enum PopoverSource: Sendable, Hashable {
    /// `presentPopoverFromRect:inView:`: a rect in the coordinates of a view or a controller's view.
    case rect(Rect, inView: String)
    /// `presentPopoverFromBarButtonItem:`.
    case barButtonItem(String)
}
