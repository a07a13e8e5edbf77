import PopsplitJSON

/// Every id a scene document declares and every use of one, as the document reader records them
/// for its duplicate and reference checks: what an editor's go-to-definition, references, outline
/// and completion of ids read, so that they agree with the diagnostics.
public struct DocumentIdIndex: Sendable, Equatable {
    /// Every id declared (given or derived), in document order.
    public let declarations: [IdDeclaration]
    /// Every id used by an action, a segue, a popover or a master button, in document order.
    public let references: [IdReference]

    /// The ids of `text` read as the decoder reads it (problems and all: a document with errors
    /// still has the ids read before and after them), or `nil` when the text is not JSON.
    public init?(text: String) {
        guard let value = try? JSONCodec.parse(text) else { return nil }
        let reader = DocumentReader(limit: 1)
        _ = reader.read(value)
        declarations = reader.declarations
        references = reader.references
    }

    /// The first declaration of `id`, if any (a duplicate is a diagnostic of its own).
    public func declaration(of id: String) -> IdDeclaration? { declarations.first { $0.id == id } }
}
