import PopsplitModel

/// What reading one controller (and everything under it) did to a ``DocumentReader``: its spec
/// and every finding, id, reference, reservation and guessed type it recorded, in order. A reload
/// whose edit lies outside the controller replays this instead of reading it again
/// (``DocumentReader/replayUnit(at:detached:)``): the same calls in the same order, so the
/// outcome is the one a full read gives. Recorded only when no report was dropped on the way
/// (past the diagnostic limit a message is never made, so the unit would be incomplete).
struct ReadUnit: Sendable, Equatable {
    /// Whether the controller was a top-level entry of `controllers`.
    var detached: Bool
    /// How many controllers and views enclosed it.
    var nesting: Int
    /// The controller read (`nil` when it was not an object or nested too deeply).
    var spec: ControllerSpec?
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
