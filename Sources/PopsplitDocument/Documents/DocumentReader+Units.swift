import PopsplitModel

/// Reading a document incrementally: each controller's and view's reading is recorded as a
/// ``ReadUnit``; when the document changed in one value only (``splice``), a controller or view
/// neither on the way to that value nor inside it is the same value at the same path as before,
/// and its unit is replayed rather than read again. The units of the changed value and of those
/// on the way to it are forgotten before such a read (``forgetUnits(changedAt:in:)``), so every
/// unit left describes a value that is the one it was recorded from.
extension DocumentReader {
    /// The spec `read` returns for the controller or view at `path`, read and recorded, or
    /// replayed when its unit is kept (only when ``recordsUnits``).
    func throughUnit(at path: DocumentPath, context: ReadUnit.Context, _ read: () -> ReadUnit.Payload) -> ReadUnit.Payload {
        guard recordsUnits else { return read() }
        if let replayed = replayUnit(at: path, context: context) { return replayed }
        let mark = UnitMark(self, context: context)
        let payload = read()
        recordUnit(at: path, since: mark, payload: payload)
        return payload
    }

    /// Replays the unit recorded at `path` and returns its spec, when the value there did not
    /// change since it was recorded in the same context; `nil` (nothing done) when it must be read.
    func replayUnit(at path: DocumentPath, context: ReadUnit.Context) -> ReadUnit.Payload? {
        guard let splice, !DocumentReader.isPrefix(path, of: splice), !DocumentReader.isPrefix(splice, of: path),
            let unit = units[path], unit.context == context, unit.nesting == nesting
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
        return unit.payload
    }

    /// Records what reading the value at `path` did since `mark`, when nothing was dropped;
    /// otherwise forgets any unit recorded there before.
    func recordUnit(at path: DocumentPath, since mark: UnitMark, payload: ReadUnit.Payload) {
        guard dropped == mark.dropped else {
            units[path] = nil
            return
        }
        units[path] = ReadUnit(
            context: mark.context, nesting: mark.nesting, payload: payload,
            findings: Array(findings[mark.findings...]), declarations: Array(declarations[mark.declarations...]),
            references: Array(references[mark.references...]), reservations: Array(reservations[mark.reservations...]),
            guessed: Array(guessedOrder[mark.guessed...]))
    }

    /// Forgets the units that a change of the value at `changed` changes: the value's own, those
    /// under it and those on the way to it.
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
