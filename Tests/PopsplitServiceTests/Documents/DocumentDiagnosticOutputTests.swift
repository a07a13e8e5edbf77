import PopsplitDocument
import PopsplitJSON
import PopsplitService
import Testing

/// How diagnostics are written: the protocol's JSON and the compiler-style text.
@Suite struct DocumentDiagnosticOutputTests {
    /// A diagnostic is written with the same keys always.
    @Test func aDiagnosticIsWrittenWithTheSameKeysAlways() {
        let placed = DocumentDiagnostic(kind: .wrongType, line: 5, column: 14, path: "$.root.title", message: "expected a string, got an integer")
        #expect(
            JSONCodec.string(placed.json)
                == #"{"severity":"error","kind":"wrongType","line":5,"column":14,"path":"$.root.title","message":"expected a string, got an integer"}"#)
        let unplaced = DocumentDiagnostic(severity: .warning, kind: .missingVersion, path: "$", message: "m")
        #expect(
            JSONCodec.string(unplaced.json)
                == #"{"severity":"warning","kind":"missingVersion","line":null,"column":null,"path":"$","message":"m"}"#)
    }

    /// The error data lists every diagnostic.
    @Test func theErrorDataListsEveryDiagnostic() {
        let failure = DocumentDiagnostics([
            DocumentDiagnostic(kind: .unknownKey, line: 1, column: 2, path: "$.a", message: "x"),
            DocumentDiagnostic(severity: .warning, kind: .inertAction, line: 3, column: 4, path: "$.b", message: "y"),
        ])
        #expect(failure.errors.count == 1)
        #expect(failure.warnings.count == 1)
        let data = failure.json
        #expect(data["diagnostics"]?.arrayValue?.count == 2)
        #expect(data["diagnostics"]?.arrayValue?.last?["kind"] == "inertAction")
    }

    /// The text form is what compilers print.
    @Test func theTextFormIsWhatCompilersPrint() {
        let failure = DocumentFixtures.decoder.decode(text: "{\"popsplit\": 1,\n \"root\": {\"id\": \"a\", \"titel\": \"x\"}}")
        guard case .failure(let diagnostics) = failure else {
            Issue.record("accepted a document with an unknown key")
            return
        }
        #expect(diagnostics.description == #"2:22: error: unknown key "titel" (did you mean "title"?) ($.root.titel)"#)
        let unplaced = DocumentDiagnostic(kind: .unknownKey, path: "$.x", message: "m")
        #expect(unplaced.description == "error: m ($.x)")
    }
}
