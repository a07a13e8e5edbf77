/// Why an XML text gives no tree: malformed XML (libxml2's message), something a reader of other
/// people's files refuses (a DOCTYPE, an entity reference), or a bound passed (``XMLLimits``);
/// with the 1-based line and column where it was found, when known.
public struct XMLReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public var message: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?

    /// An error.
    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, or the message alone when the place is unknown.
    public var description: String {
        guard let line else { return message }
        return "\(line):\(column ?? 1): \(message)"
    }
}
