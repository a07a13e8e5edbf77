/// `UIBarButtonSystemItem` names a document may use, and what each shows.
enum SystemItem {
    /// System items that show a word, with that word.
    static let texts: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]
    /// System items that show an icon.
    static let icons: Set<String> = [
        "add", "compose", "reply", "action", "organize", "bookmarks", "search", "refresh", "stop",
        "camera", "trash", "play", "pause", "rewind", "fastForward", "pageCurl",
    ]
    /// The flexible space: shares the bar's free width, draws nothing.
    static let flexibleSpace = "flexibleSpace"
    /// The fixed space: its `width` (default 0), draws nothing.
    static let fixedSpace = "fixedSpace"

    /// Whether `name` is a system item popsplit knows.
    static func isKnown(_ name: String) -> Bool {
        texts[name] != nil || icons.contains(name) || name == flexibleSpace || name == fixedSpace
    }
}
