/// The box a ``SceneIndex`` keeps its tables in, shared by all its copies (never changed once
/// made).
final class SceneIndexBox: Sendable {
    /// The tables.
    let tables: SceneIndexTables

    /// A box holding `tables`.
    init(_ tables: SceneIndexTables) {
        self.tables = tables
    }
}
