/// The LSP `CompletionItemKind`s completion uses.
enum CompletionItemKind: Int {
    /// A value of a key that is not a name (`true`, `1`).
    case value = 12
    /// A key of an object.
    case property = 10
    /// An id of the document.
    case reference = 18
    /// A name of an enumeration (`portrait`, `navigation`).
    case enumMember = 20
}
