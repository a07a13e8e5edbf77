/// What a system bar button item shows: a word for the text items, a symbol for the icons.
enum SystemItemGlyph {
    /// The words and symbols.
    static let glyphs: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
        "add": "+", "compose": "✎", "reply": "↩", "action": "↗", "organize": "▤", "bookmarks": "☰", "search": "⌕",
        "refresh": "↻", "stop": "✕", "camera": "◉", "trash": "✖", "play": "▶", "pause": "❚❚", "rewind": "◀◀",
        "fastForward": "▶▶", "pageCurl": "↯",
    ]

    /// The glyph of system item `name` (its name when unknown).
    static func glyph(_ name: String) -> String { glyphs[name] ?? name }
}
