import PopsplitService
import Testing

/// For views: a wrong view kind does not make its search display inapplicable (the
/// display's own problems still show).
@Suite struct WrongViewKindTests {
    /// `"kind": "searchbar"` gets its unknown-value error, and its search display is
    /// still checked, not called inapplicable.
    @Test func aWrongKindStillChecksTheSearchDisplay() {
        let text =
            #"{"popsplit": 1, "root": {"id": "r", "views": [{"id": "s", "kind": "searchbar", "frame": [0, 0, 1, 1], "searchDisplay": {"results": [1]}}]}}"#
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [.unknownValue, .wrongType])
        #expect(diagnostics.last?.path == "$.root.views[0].searchDisplay.results[0]")
    }
}
