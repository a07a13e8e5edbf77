import PopsplitJSON

/// The diff told field by field: a transcript line is a whole JSON message, so a changed number
/// deep in a result makes two long lines that differ somewhere; this says where.
extension TranscriptDiff {
    /// The most line pairs told, and the most differences told per pair.
    public static let maxPairsTold = 40
    /// The most differences told for one pair of lines.
    public static let maxFieldsTold = 20

    /// Each changed line as `expected N → actual M: $.path: old → new` lines (removed and added
    /// lines paired in order within each change; a line without a partner is told whole).
    /// Empty when the transcripts are equal.
    public func fieldChanges() -> [String] {
        var told: [String] = []
        var removed: [(Int, String)] = []
        var added: [(Int, String)] = []
        var pairs = 0
        /// Tells the change gathered so far.
        func flush() {
            for index in 0..<max(removed.count, added.count) where pairs < TranscriptDiff.maxPairsTold {
                pairs += 1
                switch (index < removed.count ? removed[index] : nil, index < added.count ? added[index] : nil) {
                case (let old?, let new?):
                    let head = "line \(old.0) → \(new.0): "
                    guard let a = try? JSONCodec.parse(old.1), let b = try? JSONCodec.parse(new.1) else {
                        told.append(head + "the text differs")
                        continue
                    }
                    var differences: [String] = []
                    TranscriptDiff.compare(a, b, path: "$", into: &differences)
                    if differences.isEmpty { differences = ["the same JSON, written differently"] }
                    for difference in differences.prefix(TranscriptDiff.maxFieldsTold) { told.append(head + difference) }
                    if differences.count > TranscriptDiff.maxFieldsTold {
                        told.append(head + "and \(differences.count - TranscriptDiff.maxFieldsTold) more differences")
                    }
                case (let old?, nil):
                    told.append("line \(old.0) expected, missing: \(TranscriptDiff.cut(old.1, 200))")
                case (nil, let new?):
                    told.append("line \(new.0) unexpected: \(TranscriptDiff.cut(new.1, 200))")
                case (nil, nil):
                    break
                }
            }
            removed = []
            added = []
        }
        for line in lines {
            switch line {
            case .same: flush()
            case .removed(let number, let text): removed.append((number, text))
            case .added(let number, let text): added.append((number, text))
            }
        }
        flush()
        if pairs >= TranscriptDiff.maxPairsTold { told.append("(only the first \(TranscriptDiff.maxPairsTold) changed lines are told)") }
        return told
    }

    /// Appends `path: old → new` for every place `a` and `b` differ (members missing on one side
    /// told as `added`/`removed`), at most ``maxFieldsTold`` + 1 of them.
    static func compare(_ a: JSONValue, _ b: JSONValue, path: String, into out: inout [String]) {
        guard out.count <= maxFieldsTold, a != b else { return }
        switch (a, b) {
        case (.object(let x), .object(let y)):
            for key in x.keys where out.count <= maxFieldsTold {
                let member = path + "." + key
                if let right = y[key], let left = x[key] {
                    compare(left, right, path: member, into: &out)
                } else {
                    out.append("\(member): removed (was \(cut(x[key].map(JSONCodec.string) ?? "", 80)))")
                }
            }
            for key in y.keys where x[key] == nil && out.count <= maxFieldsTold {
                out.append("\(path).\(key): added (\(cut(y[key].map(JSONCodec.string) ?? "", 80)))")
            }
        case (.array(let x), .array(let y)) where x.count == y.count:
            for index in x.indices where out.count <= maxFieldsTold {
                compare(x[index], y[index], path: "\(path)[\(index)]", into: &out)
            }
        default:
            out.append("\(path): \(cut(JSONCodec.string(a), 80)) → \(cut(JSONCodec.string(b), 80))")
        }
    }

    /// `text` cut to `limit` characters with an ellipsis.
    static func cut(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
