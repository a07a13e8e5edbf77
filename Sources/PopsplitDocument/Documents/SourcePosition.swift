/// A place in a JSON text, as an editor shows it.
///
/// `line` is 1-based; lines end at `\n` (a `\r` before it is part of the line, as jansson counts).
/// `column` is 1-based and counts **Unicode scalar values** (code points) from the start of the
/// line, the same unit jansson uses for syntax errors, so syntax and semantic diagnostics agree.
/// A character outside the Basic Multilingual Plane (an emoji) counts once here and twice in
/// LSP's UTF-16 columns; a client speaking UTF-16 converts with the line's text.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalar values.
    public var column: Int

    /// A location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
