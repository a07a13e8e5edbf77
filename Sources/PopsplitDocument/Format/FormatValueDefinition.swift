import PopsplitJSON

/// A value a scene document describes once and refers to by name (an id, a frame, an
/// orientation ...).
public struct FormatValueDefinition: Sendable {
    /// Its name.
    public let name: FormatDefinitionName
    /// What it holds.
    public let value: FormatValue
    /// What it is, in the schema's words.
    public let description: String
    /// Its value when absent, if it has one wherever it is used.
    public let defaultValue: JSONValue?

    /// A definition.
    init(_ name: FormatDefinitionName, _ value: FormatValue, description: String, default defaultValue: JSONValue? = nil) {
        self.name = name
        self.value = value
        self.description = description
        self.defaultValue = defaultValue
    }
}
