/// How far a ``DocumentReader``'s records went when it began reading a controller or a view: what
/// ``DocumentReader/recordUnit(at:since:payload:)`` takes its share of them from.
struct UnitMark {
    /// What the reading depends on besides its value and path.
    let context: ReadUnit.Context
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
    init(_ reader: DocumentReader, context: ReadUnit.Context) {
        self.context = context
        nesting = reader.nesting
        findings = reader.findings.count
        dropped = reader.dropped
        declarations = reader.declarations.count
        references = reader.references.count
        reservations = reader.reservations.count
        guessed = reader.guessedOrder.count
    }
}
