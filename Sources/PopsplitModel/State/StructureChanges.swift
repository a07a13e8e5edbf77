/// What changed in a scene's structure (navigation stacks, split views' children, custom
/// containers' shown children) since the scene's ``Hierarchy`` last forgot its changes: the
/// containers whose child lists changed and the children they gained. A command validates only
/// these (a command costs what it changes); `conflicted` sends it to the full check.
struct StructureChanges: Sendable, Equatable {
    /// The containers whose child lists changed.
    var touched: Set<String> = []
    /// The children that joined a container, with the container they joined.
    var added: [String: String] = [:]
    /// Whether a child joined a container while it was already in one (two places, or twice in
    /// one list): the parent map was then rebuilt in full, and only the full check can say which
    /// invariant broke.
    var conflicted = false

    /// Whether nothing changed.
    var isEmpty: Bool { touched.isEmpty && !conflicted }
}
