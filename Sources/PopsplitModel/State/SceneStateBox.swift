/// The box a ``SceneState`` keeps its fields in, shared by the state's copies until one of them
/// changes (then that copy takes a box of its own).
final class SceneStateBox: @unchecked Sendable {
    /// The fields. Changed only through a state that holds the only reference (copy on write),
    /// so a shared box is never changed: safe to share between threads.
    var fields: SceneStateFields

    /// A box holding `fields`.
    init(_ fields: SceneStateFields) {
        self.fields = fields
    }
}
