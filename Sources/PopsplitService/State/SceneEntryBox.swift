/// The box a ``SceneEntry`` keeps its fields in, shared by the entry's copies until one changes.
final class SceneEntryBox {
    /// The fields.
    var fields: SceneEntryFields

    /// A box holding `fields`.
    init(_ fields: SceneEntryFields) {
        self.fields = fields
    }
}
