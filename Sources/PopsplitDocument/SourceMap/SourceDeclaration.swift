/// Where a document declares an id: the JSON object whose `"id"` member names it, as byte offsets
/// of its `{` and just after its `}`.
public struct SourceDeclaration: Sendable, Equatable {
    /// The id the object declares.
    public var id: String
    /// The offset of the object's `{`.
    public var start: Int
    /// The offset just after the object's `}`.
    public var end: Int
    /// The index of the closest enclosing declaration in ``DocumentSourceMap/declarations``, if any.
    public var parent: Int?

    /// Whether byte `offset` lies inside the object (its braces included).
    func contains(_ offset: Int) -> Bool { start <= offset && offset < end }
}
