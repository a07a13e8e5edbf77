/// How far a ``DocumentReader``'s records went when it began reading a controller: what
/// ``DocumentReader/recordUnit(at:since:spec:)`` takes the controller's share of them from.
struct UnitMark {
    /// Whether the controller is a top-level entry of `controllers`.
    let detached: Bool
    /// The reader's nesting when it began.
    let nesting: Int
    /// The count of each record when it began.
    let findings: Int
    /// See ``findings``.
    let dropped: Int
    /// See ``findings``.
    let declarations: Int
    /// See ``findings``.
    let references: Int
    /// See ``findings``.
    let reservations: Int
    /// See ``findings``.
    let guessed: Int

    /// The mark of `reader` as it is now.
    init(_ reader: DocumentReader, detached: Bool) {
        self.detached = detached
        nesting = reader.nesting
        findings = reader.findings.count
        dropped = reader.dropped
        declarations = reader.declarations.count
        references = reader.references.count
        reservations = reader.reservations.count
        guessed = reader.guessedOrder.count
    }
}
