/// The checks that need the whole document, run once it is read, or replayed from the last
/// read's ``CheckMemo`` when their inputs are the same.
extension DocumentReader {
    /// Checks duplicate ids, reserved ids and references, or replays ``checkMemo`` when it was
    /// made from the same ids and findings; leaves the memo of this read in ``checkMemo``.
    func runWholeDocumentChecks() {
        if let memo = checkMemo, memo.findingsBefore == findings.count, memo.declarations.isExactly(declarations),
            memo.references.isExactly(references), memo.reservations.isExactly(reservations)
        {
            for finding in memo.findings {
                report(finding.kind, at: finding.path, target: finding.target, severity: finding.severity, finding.message)
            }
            work += memo.work
            return
        }
        let before = (findings: findings.count, dropped: dropped, work: work)
        let reservedIds = reservedIds
        checkDuplicateIds()
        checkReservedIds(reservedIds)
        checkReferences(reservedIds)
        checkMemo =
            dropped == before.dropped
            ? CheckMemo(
                declarations: declarations, references: references, reservations: reservations, findingsBefore: before.findings,
                findings: Array(findings[before.findings...]), work: work - before.work)
            : nil
    }
}
