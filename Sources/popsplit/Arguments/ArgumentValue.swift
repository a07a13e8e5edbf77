/// A type an option or argument's text converts to: a number, a name, one of a fixed set of words.
protocol ArgumentValue {
    /// The value `text` writes, or `nil` when it writes none.
    init?(argument text: String)
    /// The value as the command line writes it (a default in the help).
    var argumentText: String { get }
    /// The words the value may be, for the help and the error; empty when it is not a fixed set.
    static var allValueTexts: [String] { get }
}

extension ArgumentValue {
    /// Not a fixed set.
    static var allValueTexts: [String] { [] }
}

extension ArgumentValue where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    /// The case named `text`.
    init?(argument text: String) { self.init(rawValue: text) }
    /// The case's name.
    var argumentText: String { rawValue }
    /// Every case's name, in declaration order.
    static var allValueTexts: [String] { allCases.map(\.rawValue) }
}

extension String: ArgumentValue {
    /// The text itself.
    init?(argument text: String) { self = text }
    /// The text itself.
    var argumentText: String { self }
}

extension Int: ArgumentValue {
    /// A decimal integer (`Int("12")`).
    init?(argument text: String) { self.init(text) }
    /// The number in decimal.
    var argumentText: String { String(self) }
}

extension Int32: ArgumentValue {
    /// A decimal integer (`Int32("12")`).
    init?(argument text: String) { self.init(text) }
    /// The number in decimal.
    var argumentText: String { String(self) }
}
