import PopsplitJSON

/// A position as LSP writes it: a zero-based line and a zero-based `character` offset within the
/// line, counted in the session's ``PositionEncoding``.
public struct SourcePoint: Sendable, Hashable {
    /// Zero-based line (lines end at `\n`).
    public var line: Int
    /// Zero-based offset in the line, in the encoding's units.
    public var character: Int

    /// A position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// `{"line", "character"}`.
    public var json: JSONValue { ["line": .int(Int64(line)), "character": .int(Int64(character))] }
}
