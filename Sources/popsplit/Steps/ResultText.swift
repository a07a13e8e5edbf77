import PopsplitJSON

/// A request's result as the narration tells it (`popsplit run --narrate`): what a reader looks
/// for first, in full (a popover's arrow direction, frame, tip and anchor; a navigation change's
/// top and depth; a split view's master shown or not), then the rest; long lines folded, never
/// cut. With `full`, every member, pretty-printed.
enum ResultText {
    /// The members told first, in this order, when present.
    static let first = [
        "presented", "dismissed", "reason", "rotated", "refusedBy", "arrowDirection", "frame", "arrowTip", "anchor", "contentFrame",
        "needsPresentation", "top", "depth", "pushed", "popped", "masterShown", "sideShown", "selectedIndex", "index", "hit", "action",
    ]
    /// Members left out unless `full`: every result has them, or they are told elsewhere.
    static let leftOut: Set<String> = ["scene", "layoutVersion"]
    /// The widest line, in characters, before folding.
    static let width = 100

    /// The lines telling `result`.
    static func lines(_ result: JSONValue, full: Bool) -> [String] {
        if full { return JSONPretty.text(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        guard let object = result.objectValue else { return fold([JSONCodec.string(result)]) }
        var items: [String] = []
        for key in first { if let value = object[key] { items.append(item(key, value)) } }
        for (key, value) in object.members where !first.contains(key) && !leftOut.contains(key) {
            if key == "placement", let count = value["candidates"]?.arrayValue?.count {
                items.append("placement: \(count) candidates (popover/explainPlacement tells them)")
            } else {
                items.append(item(key, value))
            }
        }
        return items.isEmpty ? ["(nothing more)"] : fold(items)
    }

    /// One member as `key value`: a string without quotes, a hit as `id (kind)`, anything else as
    /// compact JSON.
    static func item(_ key: String, _ value: JSONValue) -> String {
        if key == "hit", let id = value["id"]?.stringValue {
            return "hit \(id)" + (value["kind"]?.stringValue.map { " (\($0))" } ?? "")
        }
        return "\(key) \(NarrationText.plain(value))"
    }

    /// `items` joined with `, ` into lines of at most ``width`` characters; an item longer than
    /// that is broken across lines of that width.
    static func fold(_ items: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let piece = index + 1 < items.count ? item + "," : item
            if !line.isEmpty, line.count + 1 + piece.count > width {
                lines.append(line)
                line = ""
            }
            var rest = Substring(piece)
            if !line.isEmpty { line += " " }
            while line.count + rest.count > width {
                let room = max(1, width - line.count)
                line += rest.prefix(room)
                rest = rest.dropFirst(room)
                lines.append(line)
                line = ""
            }
            line += rest
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
