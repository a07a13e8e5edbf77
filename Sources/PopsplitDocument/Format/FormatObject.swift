/// One kind of object of a scene document: its keys in the order the documentation lists them,
/// the names people write by mistake, and the constraints its keys do not say.
public struct FormatObject: Sendable {
    /// Its name among the definitions (`nil`: the document itself).
    public let definition: FormatDefinitionName?
    /// What it is, with its article, for messages (`"a controller"`).
    public let name: String
    /// What it is, in the schema's words.
    public let description: String
    /// Its keys, in documentation order.
    public let keys: [FormatKey]
    /// Keys people write by mistake, each with the key they mean when spelling alone would not
    /// find it (`"kind"` on a controller means `"type"`).
    public let hints: [String: String]
    /// Names the source documents deprecated, each with what replaces it, in words.
    public let deprecated: [String: String]
    /// Constraints its keys' scopes do not say.
    public let rules: [FormatRule]
    /// The position of each key in ``keys``, by name.
    private let positions: [String: Int]
    /// The names of the keys that apply only somewhere (scope other than `everywhere`): the few
    /// an object's members are compared with before any is looked up by hash.
    private let scopedNames: [String]

    /// An object kind.
    init(
        _ definition: FormatDefinitionName?, name: String, description: String, keys: [FormatKey], hints: [String: String],
        deprecated: [String: String] = [:], rules: [FormatRule] = []
    ) {
        self.definition = definition
        self.name = name
        self.description = description
        self.keys = keys
        self.hints = hints
        self.deprecated = deprecated
        self.rules = rules
        positions = Dictionary(keys.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in first }
        scopedNames = keys.filter { $0.scope != .everywhere }.map(\.name)
    }

    /// The key named `name`, if the object has one.
    public func key(_ name: String) -> FormatKey? { positions[name].map { keys[$0] } }

    /// Whether the object has a key named `name` for which `test` holds of its scope (without
    /// copying the key).
    func hasKey(_ name: String, whoseScope test: (FormatScope) -> Bool) -> Bool {
        guard let position = positions[name] else { return false }
        return test(keys[position].scope)
    }

    /// Whether the object has a key named `name` that applies only somewhere (compared by bytes
    /// with the few such names, no hashing).
    func hasScopedKey(_ name: String) -> Bool {
        let count = name.utf8.count
        return scopedNames.contains { $0.utf8.count == count && $0 == name }
    }
}
