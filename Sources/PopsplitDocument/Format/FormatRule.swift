import PopsplitJSON

/// A constraint on an object of a scene document that its keys' scopes do not say.
public enum FormatRule: Sendable {
    /// Exactly one of these keys is present (an action's verb).
    case exactlyOne(of: [String])
    /// These keys are not all present together (a bar button item's `title` and `systemItem`).
    case notTogether([String])
    /// A constraint of its own, in JSON Schema (the reader checks it in code).
    case schema(JSONValue)
}
