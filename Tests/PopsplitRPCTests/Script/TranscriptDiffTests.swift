import PopsplitRPC
import Testing

/// Comparing transcripts and rendering the differences.
@Suite struct TranscriptDiffTests {
    /// Equal transcripts render nothing.
    @Test func equalTranscriptsRenderNothing() {
        let diff = TranscriptDiff(expected: ["a", "b"], actual: ["a", "b"])
        #expect(diff.isEqual)
        #expect(diff.render() == "")
    }

    /// Changed line shows numbers markers and context.
    @Test func changedLineShowsNumbersMarkersAndContext() {
        let expected = ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9"]
        var actual = expected
        actual[4] = "L5"
        let diff = TranscriptDiff(expected: expected, actual: actual, context: 2)
        #expect(!diff.isEqual)
        #expect(
            diff.render() == """
                --- expected
                +++ actual
                @@ -3,5 +3,5 @@
                    3     3   l3
                    4     4   l4
                    5       - l5
                          5 + L5
                    6     6   l6
                    7     7   l7

                """)
    }

    /// Inserted and removed lines keep the rest aligned.
    @Test func insertedAndRemovedLinesKeepTheRestAligned() {
        let diff = TranscriptDiff(expected: ["a", "b", "c", "d"], actual: ["a", "x", "b", "d"], context: 0)
        #expect(
            diff.lines == [
                .same(expected: 1, actual: 1, text: "a"),
                .added(actual: 2, text: "x"),
                .same(expected: 2, actual: 3, text: "b"),
                .removed(expected: 3, text: "c"),
                .same(expected: 4, actual: 4, text: "d"),
            ])
        #expect(
            diff.render(expectedName: "golden", actualName: "run") == """
                --- golden
                +++ run
                @@ -1,0 +2,1 @@
                          2 + x
                @@ -3,1 +3,0 @@
                    3       - c

                """)
    }

    /// Missing trailing lines are removals.
    @Test func missingTrailingLinesAreRemovals() {
        let diff = TranscriptDiff(expected: ["a", "b"], actual: ["a"])
        #expect(diff.lines == [.same(expected: 1, actual: 1, text: "a"), .removed(expected: 2, text: "b")])
    }

    /// Texts are compared line by line; a final newline does not add an empty line.
    @Test func textsAreSplitIntoLines() {
        #expect(TranscriptDiff(expectedText: "a\nb\n", actualText: "a\r\nb").isEqual)
        #expect(!TranscriptDiff(expectedText: "a\nb\n", actualText: "a\nb\n\n").isEqual)
    }
}

/// The diff told field by field (a changed number deep in a long JSON line).
@Suite struct TranscriptFieldDiffTests {
    /// A changed number, an added member and a removed one are named by path.
    @Test func changedFieldsAreNamedByPath() {
        let expected = [#"{"id":1,"result":{"frame":[10,57,336,636],"old":true}}"#, #"{"same":1}"#]
        let actual = [#"{"id":1,"result":{"frame":[10,58,336,636],"new":"x"}}"#, #"{"same":1}"#]
        let changes = TranscriptDiff(expected: expected, actual: actual).fieldChanges()
        #expect(
            changes == [
                "line 1 → 1: $.result.frame[1]: 57 → 58",
                "line 1 → 1: $.result.old: removed (was true)",
                #"line 1 → 1: $.result.new: added ("x")"#,
            ])
    }

    /// A line only in one transcript is told whole; equal transcripts tell nothing.
    @Test func unpairedLinesAreToldWhole() {
        let changes = TranscriptDiff(expected: ["a"], actual: ["a", #"{"q":1}"#]).fieldChanges()
        #expect(changes == [#"line 2 unexpected: {"q":1}"#])
        #expect(TranscriptDiff(expected: ["a"], actual: ["a"]).fieldChanges().isEmpty)
        #expect(TranscriptDiff(expected: ["a", "b"], actual: ["a"]).fieldChanges() == ["line 2 expected, missing: b"])
    }

    /// Lines that are not JSON are said to differ as text; a diff's context lines can be cut.
    @Test func textLinesAndCutContext() {
        let diff = TranscriptDiff(expected: [String(repeating: "c", count: 50), "x"], actual: [String(repeating: "c", count: 50), "y"])
        #expect(diff.fieldChanges() == ["line 2 → 2: the text differs"])
        let rendered = diff.render(contextLimit: 10)
        #expect(rendered.contains("ccccccccc…"))
        #expect(!rendered.contains(String(repeating: "c", count: 11)))
    }
}
