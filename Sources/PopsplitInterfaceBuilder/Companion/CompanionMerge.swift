import PopsplitJSON

/// A companion document merged into an imported one: the result, and the members each
/// amendment gave, by id (the behaviours it supplies are no longer noted as defaulted).
public struct CompanionMerge: Sendable {
    /// The scene document with the companion merged in.
    public var document: JSONValue
    /// The members each amended id was given.
    public var amended: [String: Set<String>]
}
