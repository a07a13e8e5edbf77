import PopsplitModel

/// What reading one controller or view (and everything under it) did to a ``DocumentReader``:
/// its spec and every finding, id, reference, reservation and guessed type it recorded, in
/// order. A reload whose edit lies outside it replays this instead of reading it again
/// (``DocumentReader/replayUnit(at:context:)``): the same calls in the same order, so the
/// outcome is the one a full read gives. Recorded only when no report was dropped on the way
/// (past the diagnostic limit a message is never made, so the unit would be incomplete).
struct ReadUnit: Sendable, Equatable {
    /// What, besides its value and path, its reading depended on.
    var context: Context
    /// How many controllers and views enclosed it.
    var nesting: Int
    /// The spec read.
    var payload: Payload
    /// The reports made, in order.
    var findings: [DocumentFinding]
    /// The ids declared, in order.
    var declarations: [IdDeclaration]
    /// The ids referred to, in order.
    var references: [IdReference]
    /// The ids reserved, in order.
    var reservations: [ReservedId]
    /// The controllers whose type was guessed, in order.
    var guessed: [DocumentPath]
}
