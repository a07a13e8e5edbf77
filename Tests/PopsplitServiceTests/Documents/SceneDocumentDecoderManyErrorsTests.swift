import PopsplitJSON
import PopsplitModel
import PopsplitService
import Testing

/// The decoder reports every problem at once, and never returns a half-valid document.
@Suite struct SceneDocumentDecoderManyErrorsTests {
    /// A mostly valid document with five unrelated problems.
    static let text = """
        {
          "popsplit": 1,
          "orientation": "landscape",
          "root": {
            "id": "nav",
            "type": "navigation",
            "children": [
              {"id": "list", "title": 42, "views": [
                {"id": "table", "kind": "table", "frame": [0, 0, 768, "960"]},
                {"id": "go", "kind": "button", "frame": [0, 0, 100, 44], "action": {"push": "detial"}}
              ]}
            ]
          },
          "controllers": [
            {"id": "detail", "toolbarHidden": true},
            {"id": "list"}
          ]
        }
        """

    /// Every problem is reported sorted by place.
    @Test func everyProblemIsReportedSortedByPlace() {
        let diagnostics = DocumentFixtures.diagnostics(Self.text)
        #expect(diagnostics.map(\.kind) == [.unknownValue, .duplicateId, .wrongType, .wrongType, .unknownReference, .inapplicableKey, .duplicateId])
        #expect(
            diagnostics.map(\.path) == [
                "$.orientation", "$.root.children[0].id", "$.root.children[0].title",
                "$.root.children[0].views[0].frame[3]", "$.root.children[0].views[1].action.push",
                "$.controllers[0].toolbarHidden", "$.controllers[1].id",
            ])
        #expect(diagnostics.compactMap(\.line) == [3, 8, 8, 9, 10, 15, 16])
        #expect(diagnostics[0].message == #"unknown orientation "landscape"; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight"#)
        #expect(diagnostics[1].message == #"duplicate id "list" (also at $.controllers[1].id)"#)
        #expect(diagnostics[2].message == "expected a string, got an integer")
        #expect(diagnostics[3].message == "expected a number, got a string")
        #expect(diagnostics[5].message == #""toolbarHidden" applies only to navigation controllers"#)
    }

    /// A half valid document gives diagnostics and no document.
    @Test func aHalfValidDocumentGivesDiagnosticsAndNoDocument() {
        let result = DocumentFixtures.decoder.decode(text: Self.text)
        guard case .failure(let failure) = result else {
            Issue.record("a document with errors was accepted")
            return
        }
        #expect(failure.errors.count == 7)
        #expect(failure.warnings.isEmpty)
        #expect(DocumentFixtures.decoder.check(text: Self.text).document == nil)
    }

    /// Decoding a value without source gives the same diagnostics without places.
    @Test func decodingAValueWithoutSourceGivesTheSameDiagnosticsWithoutPlaces() throws {
        let withText = DocumentFixtures.diagnostics(Self.text)
        let value = try PopsplitJSON.JSONCodec.parse(Self.text)
        let withoutText = DocumentFixtures.decoder.check(value: value, source: nil).diagnostics
        #expect(withoutText.allSatisfy { $0.line == nil && $0.column == nil })
        // Without text they come in the order found; with it, sorted by place: the same set.
        #expect(Set(withoutText.map(\.path)) == Set(withText.map(\.path)))
        #expect(withoutText.count == withText.count)
    }

    /// A stale source places a diagnostic at the nearest ancestor it holds.
    @Test func aStaleSourcePlacesADiagnosticAtTheNearestAncestorItHolds() throws {
        let value = try PopsplitJSON.JSONCodec.parse(#"{"popsplit": 1, "root": {"id": "a", "title": 3}}"#)
        let stale = "{\n  \"popsplit\": 1,\n  \"root\": {\"id\": \"a\"}\n}"
        let diagnostics = DocumentFixtures.decoder.check(value: value, source: stale).diagnostics
        #expect(diagnostics.map(\.path) == ["$.root.title"])
        #expect(diagnostics.first?.line == 3)
        #expect(diagnostics.first?.column == 11)
    }
}
