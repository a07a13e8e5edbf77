/// Where an element stands in its file: the byte range from its start tag's `<` to just past its
/// end tag's `>` (or its empty tag's `/>`), and the 1-based line and column (in Unicode scalars)
/// of that `<`, as diagnostics give them.
public struct XMLPlace: Sendable, Equatable, Hashable {
    /// The offset of the start tag's `<`.
    public var start: Int
    /// The offset just past the element's last byte.
    public var end: Int
    /// The 1-based line of the start tag's `<`.
    public var line: Int
    /// The 1-based column of the start tag's `<`, in Unicode scalars.
    public var column: Int

    /// A place.
    public init(start: Int, end: Int, line: Int, column: Int) {
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }
}
