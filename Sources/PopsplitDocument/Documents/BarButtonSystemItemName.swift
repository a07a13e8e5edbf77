/// The names a bar button item's `systemItem` may take: UIKit's `UIBarButtonSystemItem` constants
/// of iOS 5 and 6, without the prefix, first letter lowered.
public enum BarButtonSystemItemName {
    /// Every name, in UIKit's order.
    public static let all = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo", "pageCurl",
    ]
}
