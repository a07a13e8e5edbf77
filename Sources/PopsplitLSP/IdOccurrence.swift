import PopsplitDocument

/// One place a scene document's text writes an id: a declaration (`"id": "inbox"`) or a use
/// (`"push": "inbox"`), as the string token's bytes, quotes included.
struct IdOccurrence {
    /// What the place does with the id.
    enum Role {
        /// Declares the id for a controller, view, item, segue, popover controller or action sheet.
        case declaration(IdDeclaration.Owner)
        /// Uses the id where something of this kind is expected.
        case reference(IdReference.Expected)
    }

    /// The id written.
    let id: String
    /// What the place does with it.
    let role: Role
    /// The offset of the token's opening quote (of the object's `{` for a derived id).
    let start: Int
    /// The offset just after the token.
    let end: Int

    /// Whether byte `offset` is on the token (its closing quote's end included, where a cursor
    /// that just typed the id stands).
    func holds(_ offset: Int) -> Bool { start <= offset && offset <= end }
}
