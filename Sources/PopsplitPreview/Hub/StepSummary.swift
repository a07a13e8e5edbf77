import PopsplitJSON

/// The short summary of a request a timeline step shows: its main params, without the scene.
enum StepSummary {
    /// The longest summary, in characters.
    static let maximumLength = 80

    /// The summary of `method` with `params`.
    static func of(method: String, params: JSONValue?) -> String {
        guard case .object(let object)? = params else { return "" }
        var parts: [String] = []
        for (key, value) in object.members where key != "scene" {
            switch key {
            case "document", "text", "snapshot": parts.append("\(key): …")
            default: parts.append("\(key): \(JSONCodec.string(value))")
            }
            if parts.count >= 4 { break }
        }
        let summary = parts.joined(separator: ", ")
        return summary.count > maximumLength ? String(summary.prefix(maximumLength - 1)) + "…" : summary
    }
}
