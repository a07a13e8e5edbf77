/// What a popover was presented from (POP-09).
public enum PopoverAnchor: Sendable, Hashable {
    /// `presentPopoverFromRect:inView:`: `rect` in the coordinates of view (or controller view)
    /// `view`; `window` is that rect in window coordinates when it was presented (or last
    /// re-presented). UIKit does not follow the view afterwards (POP-27).
    case rect(view: String, rect: Rect, window: Rect)
    /// `presentPopoverFromBarButtonItem:`: followed wherever the item goes; `window` is the item's
    /// frame when presented, used once the item is gone (POP-27).
    case barButtonItem(String, window: Rect)

    /// The anchor in window coordinates as last captured.
    public var window: Rect {
        switch self {
        case .rect(_, _, let window), .barButtonItem(_, let window): window
        }
    }

    /// The id of the view or item the anchor belongs to.
    public var sourceId: String {
        switch self {
        case .rect(let view, _, _): view
        case .barButtonItem(let item, _): item
        }
    }
}
