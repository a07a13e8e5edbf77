import PopsplitJSON

/// A range of text as LSP writes it: `start` inclusive, `end` exclusive.
public struct SourceRange: Sendable, Hashable {
    /// The first character.
    public var start: SourcePoint
    /// Just after the last character.
    public var end: SourcePoint

    /// A range.
    public init(start: SourcePoint, end: SourcePoint) {
        self.start = start
        self.end = end
    }

    /// The empty range at the start of the text (for a diagnostic of a document without text).
    public static let origin = SourceRange(start: SourcePoint(line: 0, character: 0), end: SourcePoint(line: 0, character: 0))

    /// `{"start": {"line", "character"}, "end": {...}}`.
    public var json: JSONValue { ["start": start.json, "end": end.json] }
}
