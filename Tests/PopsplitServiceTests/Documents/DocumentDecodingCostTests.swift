import PopsplitDocument
import PopsplitJSON
import PopsplitService
import Testing

/// Decoding costs work linear in the document and answers with bounded output, for
/// the documents built to hit the decoder's worst cases (``PathologicalDocument``; `popsplit
/// bench --documents` times them). No test here reads a clock: the decoder's work counter and
/// the sizes of its answers are what is held.
@Suite struct DocumentDecodingCostTests {
    /// The smaller size each kind is decoded at; the larger is twice that.
    static let size = 96 * 1024

    /// The check of `kind` at `bytes`, and the size of its diagnostics as the reply carries them.
    static func decode(_ kind: PathologicalDocument, bytes: Int) -> (check: SceneDocumentCheck, replyBytes: Int) {
        let check = DocumentFixtures.decoder.check(text: kind.text(bytes: bytes))
        let reply = JSONCodec.string(DocumentDiagnostics(check.diagnostics).json)
        return (check, reply.utf8.count)
    }

    /// Twice the document is at most about twice the work (the "did you mean"
    /// searches and the placing of diagnostics must not grow with the square), the diagnostics
    /// stay at the limit and the reply does not grow with the document.
    @Test(arguments: PathologicalDocument.allCases)
    func workIsLinearAndOutputBounded(_ kind: PathologicalDocument) {
        let small = Self.decode(kind, bytes: Self.size)
        let large = Self.decode(kind, bytes: 2 * Self.size)
        #expect(small.check.document == nil && large.check.document == nil)
        #expect(large.check.work <= 2 * small.check.work + small.check.work / 4, "work \(small.check.work) -> \(large.check.work)")
        #expect(large.check.work <= 4 * 2 * Self.size + 2_500_000)
        #expect(large.check.diagnostics.count <= 101)
        // Every message is short, but for the ids it quotes (2,000 characters in veryLongIds); an
        // unknown key's lists the keys the format allows (bounded by the format, not the input).
        let longest = large.check.diagnostics.map(\.message.utf8.count).max() ?? 0
        #expect(longest <= (kind == .veryLongIds ? 4_600 : 500), "longest message \(longest) bytes")
        #expect(large.replyBytes <= (kind == .veryLongIds ? 101 * 4_800 : 64 * 1024), "reply \(large.replyBytes) bytes")
    }

    /// A duplicate-id diagnostic lists three other places and counts the rest (one id
    /// used 4,000 times must not answer megabytes).
    @Test func aDuplicateIdListsThreeOtherPlacesAndCountsTheRest() {
        let views = (0..<6).map { _ in #"{"id": "same", "frame": [0, 0, 1, 1]}"# }.joined(separator: ", ")
        let diagnostics = DocumentFixtures.errors(#"{"popsplit": 1, "root": {"id": "root", "views": ["# + views + "]}}")
        #expect(diagnostics.count == 6)
        #expect(diagnostics.first?.message == #"duplicate id "same" (also at $.root.views[1].id, $.root.views[2].id, $.root.views[3].id and 2 more)"#)
        #expect(diagnostics.last?.message == #"duplicate id "same" (also at $.root.views[0].id, $.root.views[1].id, $.root.views[2].id and 2 more)"#)
    }

    /// A document with thousands of duplicates answers with at most 101 diagnostics
    /// (the limit, then its note) of bounded size.
    @Test func thousandsOfDuplicatesAnswerWithinTheLimit() {
        let (check, replyBytes) = Self.decode(.duplicatedId, bytes: 4000 * 60)
        #expect(check.diagnostics.count == 101)
        #expect(check.diagnostics.last?.kind == .limitReached)
        #expect(check.diagnostics.first?.message.hasSuffix(" more)") == true)
        #expect(replyBytes < 32 * 1024)
    }

    /// The bounded search still finds the id meant among thousands, and a long id
    /// one letter off.
    @Test func suggestionsStillFindTheIdMeant() {
        let unknown = DocumentFixtures.errors(PathologicalDocument.unknownReferences.text(bytes: Self.size))
        #expect(unknown.first?.message == #"no controller has id "detial0" (did you mean "detail0"?)"#)
        let stem = String(repeating: "k", count: 100)
        let text =
            #"{"popsplit": 1, "root": {"id": "r", "views": [{"id": "v", "kind": "button", "frame": [0, 0, 1, 1], "action": {"push": "\#(stem)ba"}}]}, "controllers": [{"id": "\#(stem)xyz"}, {"id": "\#(stem)ab"}]}"#
        #expect(DocumentFixtures.errors(text).first?.message == #"no controller has id "\#(stem)ba" (did you mean "\#(stem)ab"?)"#)
    }

    /// Diagnostics placed in one walk of the text land where the value is, also when
    /// many share a container and when the text is stale (the nearest ancestor it holds).
    @Test func diagnosticsPlacedInOneWalkLandOnTheirValues() throws {
        let text = PathologicalDocument.lateProblems.text(bytes: 20 * 1024)
        let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let wrong = DocumentFixtures.decoder.check(text: text).diagnostics.filter { $0.kind == .wrongType }
        #expect(wrong.count == 100)
        for diagnostic in wrong {
            guard let line = diagnostic.line, let column = diagnostic.column, textLines.indices.contains(line - 1) else {
                Issue.record("unplaced: \(diagnostic)")
                continue
            }
            // ASCII text: columns are characters.
            #expect(textLines[line - 1].dropFirst(column - 1).hasPrefix(#""nowhere""#), "\(diagnostic)")
        }
        let stale = DocumentFixtures.decoder.check(
            value: try JSONCodec.parse(#"{"popsplit": 1, "root": {"id": "a", "title": 3}}"#), source: "{\n  \"root\": {\"id\": \"a\"}\n}")
        #expect(stale.diagnostics.map(\.line) == [2])
        #expect(stale.diagnostics.map(\.column) == [11])
    }
}
