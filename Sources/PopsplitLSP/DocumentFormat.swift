/// What a document holds, as the daemon's `scene/open` names it (`format`).
enum DocumentFormat: String {
    /// A scene document (JSON).
    case scene
    /// An Interface Builder storyboard.
    case storyboard
    /// An Interface Builder nib's source.
    case xib

    /// The format a URI's extension names (`.storyboard`, `.xib`, `.json`), or `nil` to let the
    /// daemon decide by the content.
    init?(uri: String) {
        let path = uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? uri
        if path.hasSuffix(".storyboard") {
            self = .storyboard
        } else if path.hasSuffix(".xib") {
            self = .xib
        } else if path.hasSuffix(".json") {
            self = .scene
        } else {
            return nil
        }
    }

    /// Whether ids, symbols and completion are read from the text as JSON (a scene document).
    var isJSON: Bool { self == .scene }
}
