import PopsplitModel

/// Reading a document incrementally: each controller's reading is recorded as a ``ReadUnit``;
/// when the document changed in one value only (``splice``), a controller neither on the way to
/// that value nor inside it is the same value at the same path as before, and its unit is
/// replayed rather than read again. The units of the changed value and of the controllers on the
/// way to it are forgotten before such a read (``forgetUnits(changedAt:)``), so every unit left
/// describes a controller whose value is the one it was recorded from.
extension DocumentReader {
    /// Replays the unit recorded for the controller at `path` and returns its spec, when the
    /// controller did not change since it was recorded; `nil` (nothing done) when it must be read.
    func replayUnit(at path: DocumentPath, detached: Bool) -> ControllerSpec?? {
        guard let splice, !DocumentReader.isPrefix(path, of: splice), !DocumentReader.isPrefix(splice, of: path),
            let unit = units[path], unit.detached == detached, unit.nesting == nesting
        else { return nil }
        for finding in unit.findings {
            report(finding.kind, at: finding.path, target: finding.target, severity: finding.severity, finding.message)
        }
        declarations += unit.declarations
        references += unit.references
        reservations += unit.reservations
        for path in unit.guessed { guessedTypes.insert(path) }
        guessedOrder += unit.guessed
        replayedUnits += 1
        return .some(unit.spec)
    }

    /// Records what reading the controller at `path` did since `mark`, when nothing was dropped;
    /// otherwise forgets any unit recorded there before.
    func recordUnit(at path: DocumentPath, since mark: UnitMark, spec: ControllerSpec?) {
        guard dropped == mark.dropped else {
            units[path] = nil
            return
        }
        units[path] = ReadUnit(
            detached: mark.detached, nesting: mark.nesting, spec: spec,
            findings: Array(findings[mark.findings...]), declarations: Array(declarations[mark.declarations...]),
            references: Array(references[mark.references...]), reservations: Array(reservations[mark.reservations...]),
            guessed: Array(guessedOrder[mark.guessed...]))
    }

    /// Forgets the units of the controllers that a change of the value at `changed` changes: the
    /// value's own, those under it and those on the way to it.
    static func forgetUnits(changedAt changed: DocumentPath, in units: inout [DocumentPath: ReadUnit]) {
        var stale: [DocumentPath] = []
        for path in units.keys where isPrefix(path, of: changed) || isPrefix(changed, of: path) { stale.append(path) }
        for path in stale { units[path] = nil }
    }

    /// Whether `prefix` is `path` or leads to it.
    static func isPrefix(_ prefix: DocumentPath, of path: DocumentPath) -> Bool {
        prefix.components.count <= path.components.count && path.components.starts(with: prefix.components)
    }
}
