import PopsplitJSON
import PopsplitSuggestion

/// The texts of the diagnostics that many parts of the reader share. Messages specific to one
/// key live beside the code that checks it.
enum DocumentMessage {
    /// `expected a string, got an integer`.
    static func expected(_ what: String, got value: JSONValue) -> String {
        "expected \(what), got \(describe(value))"
    }

    /// A value's JSON type with its article: `an integer`, `a string`, `null`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .int, .array, .object: return "an \(value.typeName)"
        default: return "a \(value.typeName)"
        }
    }

    /// A noun with its indefinite article: `a controller type`, `an orientation`, `an autoresizing
    /// flag` (by its first letter: the reader's nouns have no silent h or sounded u).
    static func withArticle(_ noun: String) -> String {
        guard let first = noun.first, "aeiou".contains(first) else { return "a \(noun)" }
        return "an \(noun)"
    }

    /// `unknown key "titel" (did you mean "title"?)`, or with the keys allowed when nothing is
    /// close.
    static func unknownKey(_ key: String, in shape: ObjectShape) -> String {
        if let replacement = shape.deprecated[key] {
            return "unknown key \(DocumentPath.quoted(key)): a name the versatile split view article deprecated; use \(replacement)"
        }
        if let suggestion = shape.suggestion(for: key) {
            return "unknown key \(DocumentPath.quoted(key)) (did you mean \(DocumentPath.quoted(suggestion))?)"
        }
        return "unknown key \(DocumentPath.quoted(key)); \(shape.name) has keys \(shape.keys.joined(separator: ", "))"
    }

    /// `unknown controller type "tabbar"; expected one of plain, navigation, tabBar, pageView`,
    /// with a `did you mean` when a name is close.
    static func unknownName(_ name: String, what: String, allowed: [String]) -> String {
        var text = "unknown \(what) \(DocumentPath.quoted(name)); expected one of \(allowed.joined(separator: ", "))"
        if let suggestion = NameSuggestion.closest(to: name, among: allowed) {
            text += " (did you mean \(DocumentPath.quoted(suggestion))?)"
        }
        return text
    }

    /// `missing key "frame": a view needs its frame [x, y, width, height]`.
    static func missingKey(_ key: String, _ why: String) -> String {
        "missing key \(DocumentPath.quoted(key)): \(why)"
    }

    /// `"children" applies only to navigation, tabBar, pageView, split and versatileSplit controllers`.
    static func inapplicable(_ key: String, _ where: String) -> String {
        "\(DocumentPath.quoted(key)) applies only to \(`where`)"
    }

    /// The note added when the diagnostic limit is reached.
    static func limitReached(_ limit: Int) -> String {
        "too many problems; only the first \(limit) are reported"
    }

    /// A number for messages: integral values without a fraction (`-10`, `1.5`).
    static func number(_ value: Double) -> String {
        if value.rounded() == value, let i = Int64(exactly: value) { return String(i) }
        return String(value)
    }
}
