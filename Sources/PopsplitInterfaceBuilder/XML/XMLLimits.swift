/// The bounds the XML reader keeps while reading a file from someone else's project, each with the
/// error it gives (protocol.md, "Storyboards and nibs", reading safely). The text's size is bounded
/// before the reader sees it (`maxDocumentBytes`).
public struct XMLLimits: Sendable, Equatable {
    /// The deepest elements may nest: 200 (real storyboards nest a few dozen levels; libxml2's
    /// own bound, 256, is never reached). Deeper: `elements are nested more than 200 levels deep`.
    public var maxDepth: Int
    /// The most elements a file may hold: 500,000 (a 65 KB storyboard holds about 1,500). More:
    /// `more than 500000 elements`.
    public var maxElements: Int
    /// The most attributes one element may carry: 256. More: `more than 256 attributes`.
    public var maxAttributes: Int

    /// The default bounds.
    public static let standard = XMLLimits(maxDepth: 200, maxElements: 500_000, maxAttributes: 256)

    /// Bounds.
    public init(maxDepth: Int, maxElements: Int, maxAttributes: Int) {
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributes = maxAttributes
    }
}
