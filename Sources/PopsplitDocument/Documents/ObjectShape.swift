import PopsplitSuggestion

/// The keys one kind of object in a scene document may have, for the unknown-key check.
struct ObjectShape: Sendable {
    /// What the object is, with its article, for messages ("a controller").
    let name: String
    /// Every key the format defines for it, in the order the documentation lists them.
    let keys: [String]
    /// Keys people write by mistake, each with the key they mean when spelling alone would not
    /// find it (`"kind"` on a controller means `"type"`).
    let hints: [String: String]
    /// Names the source documents deprecated, each with what replaces it, in words
    /// (`"sideViewDisplayOption": "hideInPortrait"`).
    let deprecated: [String: String]

    /// The shape of one kind of object of the format.
    init(_ object: FormatObject) {
        name = object.name
        keys = object.keys.map(\.name)
        hints = object.hints
        deprecated = object.deprecated
    }

    /// Whether `key` is defined for this object (byte counts compared before bytes).
    func allows(_ key: String) -> Bool {
        let count = key.utf8.count
        return keys.contains { $0.utf8.count == count && $0 == key }
    }

    /// The key probably meant by the unknown `key`, if any.
    func suggestion(for key: String) -> String? {
        hints[key] ?? NameSuggestion.closest(to: key, among: keys)
    }
}
