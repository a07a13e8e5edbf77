/// The box a ``SceneDocument`` keeps its fields in, shared by the document's copies until one
/// of them changes (then that copy takes a box of its own).
final class SceneDocumentBox: @unchecked Sendable {
    /// The fields. Changed only through a document that holds the only reference (copy on
    /// write), so a shared box is never changed: safe to share between threads.
    var fields: SceneDocumentFields

    /// A box holding `fields`.
    init(_ fields: SceneDocumentFields) {
        self.fields = fields
    }
}
