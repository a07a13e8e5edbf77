/// Scene documents built to hit the decoder's worst cases, of about a given size: what
/// `popsplit bench --documents` times and the decoder's tests hold to linear work and bounded
/// output. Each is valid JSON whose problems are many and alike.
public enum PathologicalDocument: String, CaseIterable, Sendable {
    /// Thousands of push actions naming controllers that do not exist, each one letter away
    /// from one that does ("did you mean" searches over thousands of ids).
    case unknownReferences
    /// One id given to thousands of views (each duplicate-id diagnostic could list every other).
    case duplicatedId
    /// Thousands of controllers whose 120-character ids differ only at the end, and references
    /// that miss each of them by two letters (edit distances that cannot stop early).
    case longSimilarIds
    /// Ids of 2,000 characters that differ only at the end, referred to with a typo.
    case veryLongIds
    /// One controller with tens of thousands of unknown keys.
    case unknownKeys
    /// A large valid document whose problems all come at its end (placing each diagnostic
    /// must not walk the text again).
    case lateProblems

    /// The document's JSON text, of at least `bytes` bytes (a little more: whole elements).
    public func text(bytes: Int) -> String {
        var views: [String] = []
        var controllers: [String] = []
        var size = 0
        var i = 0
        /// Adds a view (and a controller) made by `element` for each index until the text is big
        /// enough.
        func fill(_ element: (Int) -> (view: String, controller: String?)) {
            while size < bytes {
                let made = element(i)
                views.append(made.view)
                size += made.view.utf8.count + 2
                if let controller = made.controller {
                    controllers.append(controller)
                    size += controller.utf8.count + 2
                }
                i += 1
            }
        }
        switch self {
        case .unknownReferences:
            fill { i in
                (
                    #"{"id": "v\#(i)", "kind": "button", "frame": [0, 0, 1, 1], "action": {"push": "detial\#(i)"}}"#,
                    #"{"id": "detail\#(i)"}"#
                )
            }
        case .duplicatedId:
            fill { _ in (#"{"id": "same", "kind": "button", "frame": [0, 0, 1, 1]}"#, nil) }
        case .longSimilarIds, .veryLongIds:
            let stem = String(repeating: "a", count: (self == .veryLongIds ? 2000 : 120) - 8)
            fill { i in
                let digits = String(i)
                let suffix = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
                return (
                    #"{"id": "v\#(i)", "kind": "button", "frame": [0, 0, 1, 1], "action": {"push": "\#(stem)xy\#(suffix.dropFirst(2))"}}"#,
                    #"{"id": "\#(stem)\#(suffix)"}"#
                )
            }
        case .unknownKeys:
            fill { i in (#""colour\#(i)": \#(i)"#, nil) }
            return #"{"popsplit": 1, "root": {"id": "root", "# + views.joined(separator: ",\n") + "}}\n"
        case .lateProblems:
            fill { i in (#"{"id": "v\#(i)", "kind": "label", "frame": [0, 0, 100, 20], "title": "row \#(i) of a long and valid list"}"#, nil) }
            views += (0..<150).map { i in #"{"id": "bad\#(i)", "kind": "button", "frame": "nowhere"}"# }
        }
        return "{\"popsplit\": 1,\n\"root\": {\"id\": \"root\", \"views\": [\n" + views.joined(separator: ",\n")
            + "\n]},\n\"controllers\": [\n" + controllers.joined(separator: ",\n") + "\n]}\n"
    }
}
