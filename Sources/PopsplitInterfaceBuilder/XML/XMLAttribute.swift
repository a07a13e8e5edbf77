/// One attribute of an ``XMLElement``: its name and its decoded value.
public struct XMLAttribute: Sendable, Equatable {
    /// The attribute's name.
    public var name: String
    /// Its value, entities and character references decoded.
    public var value: String

    /// An attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
