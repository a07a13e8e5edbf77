import PopsplitService
import Testing

/// A wrong controller `type` does not hide the problems beneath it, and brings no
/// phantom follow-on errors: the controller is checked as the best guess (the "did you mean"
/// type when its keys fit it, else what its keys suggest).
@Suite struct WrongControllerTypeTests {
    /// A root of type "tabbar" (meant: tabBar) whose subtree holds three errors and the source
    /// of a segue.
    static let tabbar = """
        {
          "popsplit": 1,
          "root": {"id": "tabs", "type": "tabbar", "selectedIndex": 1, "children": [
            {"id": "first", "titel": "One", "views": [
              {"id": "go", "kind": "button", "frame": [0, 0, 10, "tall"], "action": {"segue": "show"}}]},
            {"id": "second", "title": 2}]},
          "controllers": [{"id": "detail"}],
          "segues": [{"id": "show", "kind": "modal", "source": "first", "destination": "detail"}]
        }
        """

    /// Every problem under the wrong type is reported, and the segue's source, which
    /// exists under it, is not called unknown.
    @Test func problemsUnderAWrongRootTypeAreAllReported() {
        let diagnostics = DocumentFixtures.diagnostics(Self.tabbar)
        #expect(diagnostics.map(\.kind) == [.unknownValue, .unknownKey, .wrongType, .wrongType])
        #expect(
            diagnostics.map(\.path) == [
                "$.root.type", "$.root.children[0].titel", "$.root.children[0].views[0].frame[3]", "$.root.children[1].title",
            ])
        #expect(!diagnostics.contains { $0.kind == .unknownReference })
    }

    /// With the guess taken from the hint, the guessed type's own rules apply:
    /// selectedIndex past the last tab is reported.
    @Test func theHintedTypesRulesApply() {
        let text = #"{"popsplit": 1, "root": {"id": "t", "type": "tabbar", "selectedIndex": 3, "children": [{"id": "a"}]}}"#
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [.unknownValue, .invalidValue])
        #expect(diagnostics.last?.path == "$.root.selectedIndex")
    }

    /// A type that is no name at all (a number), or a name too far from any, is
    /// guessed from the keys: `children` are read (their ids and problems count), and no key is
    /// called inapplicable to a type nobody wrote.
    @Test(arguments: ["3", #""stack""#, #""plan""#])
    func aTypeGuessedFromTheKeysReadsTheChildrenLeniently(_ type: String) {
        let text =
            #"{"popsplit": 1, "root": {"id": "r", "type": "# + type
            + #", "navigationBarHidden": true, "children": [{"id": "a", "views": [{"id": "b", "frame": [0, 0, -1, 1]}]}]}, "#
            + #""segues": [{"id": "s", "kind": "push", "source": "a", "destination": "c"}], "controllers": [{"id": "c"}]}"#
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [type == "3" ? .wrongType : .unknownValue, .invalidValue])
        #expect(diagnostics.last?.path == "$.root.children[0].views[0].frame[2]")
    }

    /// A hinted type that the keys contradict is not used ("plan" hints plain, but
    /// plain has no children): the children are still read, and nothing is called inapplicable.
    @Test func aHintTheKeysContradictIsNotUsed() {
        let text = #"{"popsplit": 1, "root": {"id": "r", "type": "plan", "children": [{"id": "a", "title": 1}]}}"#
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [.unknownValue, .wrongType])
        #expect(diagnostics.last?.path == "$.root.children[0].title")
    }

    /// A child whose wrong type hints "split" is not also told a split view
    /// controller must be the window's root (its type already has its error).
    @Test func aGuessedSplitChildIsNotReportedTwice() {
        let text =
            #"{"popsplit": 1, "root": {"id": "n", "type": "navigation", "children": [{"id": "s", "type": "splt", "children": [{"id": "a"}, {"id": "b"}]}]}}"#
        let diagnostics = DocumentFixtures.diagnostics(text)
        #expect(diagnostics.map(\.kind) == [.unknownValue])
        #expect(diagnostics.map(\.path) == ["$.root.children[0].type"])
    }
}
