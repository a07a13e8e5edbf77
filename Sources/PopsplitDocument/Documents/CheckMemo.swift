/// The whole-document checks of a read (duplicate ids, reserved ids, references) with what they
/// reported: a pure function of the ids declared, referred to and reserved, and of the findings
/// already made (the limit, and the "did you mean" work made only for recorded findings). A
/// reload whose edit left those the same replays the findings instead of checking again.
/// Kept only when no report was dropped by the checks (each finding then has its message).
struct CheckMemo: Sendable, Equatable {
    /// The ids declared, in order.
    var declarations: [IdDeclaration]
    /// The ids referred to, in order.
    var references: [IdReference]
    /// The ids reserved, in order.
    var reservations: [ReservedId]
    /// The number of findings made before the checks.
    var findingsBefore: Int
    /// What the checks reported, in order.
    var findings: [DocumentFinding]
    /// The work the checks did (``DocumentReader/work``).
    var work: Int
}
