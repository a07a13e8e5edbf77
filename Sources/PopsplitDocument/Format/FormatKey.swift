import PopsplitJSON

/// One key of an object of a scene document: its name, its value, its default, its
/// documentation and where it applies.
public struct FormatKey: Sendable {
    /// The key.
    public let name: String
    /// What it holds.
    public let value: FormatValue
    /// What it means, in the schema's words (`nil`: the referenced definition says it).
    public let description: String?
    /// Its value when absent.
    public let defaultValue: JSONValue?
    /// Whether it must be present.
    public let requirement: FormatRequirement
    /// Where it applies.
    public let scope: FormatScope

    /// A key.
    init(
        _ name: String, _ value: FormatValue, description: String? = nil, default defaultValue: JSONValue? = nil,
        requirement: FormatRequirement = .optional, scope: FormatScope = .everywhere
    ) {
        self.name = name
        self.value = value
        self.description = description
        self.defaultValue = defaultValue
        self.requirement = requirement
        self.scope = scope
    }
}
