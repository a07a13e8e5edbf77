/// The daemon scene id given to a document: its file name without extension (what the preview
/// page shows), made unique among the open documents.
enum SceneName {
    /// The longest name kept from a URI, in characters.
    static let maxLength = 64

    /// A scene id for `uri` not in `taken`: the file name's stem (letters, digits, `-`, `_`, `.`;
    /// others become `-`), then `-2`, `-3` ... while taken. `taken` is bounded by the number of
    /// open documents, so the search is too.
    static func make(for uri: String, taken: Set<String>) -> String {
        let last = uri.split(separator: "/").last.map(String.init) ?? "document"
        let stem = last.split(separator: ".").first.map(String.init) ?? last
        let cleaned = String(
            stem.prefix(maxLength).map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_") ? character : "-"
            })
        let base = cleaned.isEmpty ? "document" : cleaned
        guard taken.contains(base) else { return base }
        var suffix = 2
        while taken.contains("\(base)-\(suffix)") { suffix += 1 }
        return "\(base)-\(suffix)"
    }
}
