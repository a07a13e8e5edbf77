import PopsplitJSON
import PopsplitModel
import PopsplitSuggestion

/// Reads a scene document's JSON value into model values and collects every problem on the way.
///
/// It never stops at the first problem: a wrong value is reported and replaced by its default so
/// that the rest of the document is still read and checked. The caller discards the document when
/// any error was found. One reader reads one document.
final class DocumentReader {
    /// Problems found so far, in the order found.
    private(set) var findings: [DocumentFinding] = []
    /// The number of errors among `findings`.
    private(set) var errorCount = 0
    /// Every id seen, in document order.
    var declarations: [IdDeclaration] = []
    /// Every id used by an action or a segue, in document order.
    var references: [IdReference] = []
    /// The "did you mean" candidates for each kind of reference, made on first use.
    var suggestionCandidates: [IdReference.Expected: SuggestionCandidates] = [:]
    /// Steps spent on the checks whose cost depends on what the document repeats: edit-distance
    /// cells and candidates compared for suggestions (see ``SceneDocumentCheck/work``).
    var work = 0
    /// The ids popsplit derives for the chrome of the controllers read so far (`nav.back` ...),
    /// with `statusBar`, reserved in every document, in the order met (the first of an id wins:
    /// ``reservedIds``).
    var reservations: [ReservedId] = ReservedId.everywhere
    /// The most findings recorded; one more (`limitReached`) says the rest were dropped.
    let limit: Int
    /// The controllers whose `type` was wrong and had to be guessed, by path.
    var guessedTypes: Set<DocumentPath> = []
    /// ``guessedTypes`` in the order found (what a controller's ``ReadUnit`` replays).
    var guessedOrder: [DocumentPath] = []
    /// The reports not recorded as themselves (past the limit, or turned into `limitReached`).
    private(set) var dropped = 0
    /// What reading each controller did, by path: the units of the last document read (to
    /// replay unchanged ones) and of this one (``DocumentReader+Units``).
    var units: [DocumentPath: ReadUnit] = [:]
    /// Whether each controller's reading is recorded in ``units``.
    var recordsUnits = false
    /// The one value that changed since the document ``units`` were read from, when this read
    /// reuses them; `nil`: every controller is read.
    var splice: DocumentPath?
    /// How many controllers were replayed rather than read.
    var replayedUnits = 0
    /// The outcome of the whole-document checks of the last document read (``CheckMemo``).
    var checkMemo: CheckMemo?
    /// How many controllers and views enclose the value being read.
    var nesting = 0
    /// The deepest nesting of controllers and views read; deeper ones are refused, so that no
    /// document can exhaust the stack (UIKit scenes nest a few dozen levels at most).
    static let maxNesting = 100

    /// A reader that records at most `limit` findings.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Records a problem with the value at `path` (or, with `target` `.key`, with its key).
    /// `message` is only built when the finding is recorded: past the limit a problem is counted
    /// and costs nothing more (no "did you mean" search, no list of places).
    func report(
        _ kind: DocumentDiagnostic.Kind, at path: DocumentPath, target: JSONSourceLocator.Target = .value,
        severity: DocumentDiagnostic.Severity = .error, _ message: @autoclosure () -> String
    ) {
        if severity == .error { errorCount += 1 }
        guard findings.count <= limit else {
            dropped += 1
            return
        }
        if findings.count == limit {
            dropped += 1
            // Its severity is settled in `read`: an error when the document has errors.
            findings.append(
                DocumentFinding(
                    severity: .warning, kind: .limitReached, path: .root, target: .value,
                    message: DocumentMessage.limitReached(limit)))
            return
        }
        findings.append(DocumentFinding(severity: severity, kind: kind, path: path, target: target, message: message()))
    }

    /// Runs `read` one nesting level deeper, or reports the value at `path` as nested too deeply
    /// and returns `nil`.
    func nested<T>(at path: DocumentPath, _ read: () -> T?) -> T? {
        guard nesting < DocumentReader.maxNesting else {
            report(.invalidValue, at: path, "nested too deeply: at most \(DocumentReader.maxNesting) levels of controllers and views")
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }
        return read()
    }

    /// Reads a whole document and runs the checks that need all of it.
    func read(_ value: JSONValue) -> SceneDocument? {
        let document = document(value, at: .root)
        runWholeDocumentChecks()
        if let last = findings.indices.last, findings[last].kind == .limitReached {
            findings[last].severity = errorCount > 0 ? .error : .warning
        }
        return errorCount == 0 ? document : nil
    }
}
