import Foundation
import PopsplitDocument
import PopsplitService
import PopsplitTestSupport
import Testing

/// `check(text:reusing:)`, the reload's incremental check, gives exactly what a full check gives.
@Suite struct IncrementalCheckTests {
    /// A document of `count` pool controllers after a navigation root (the reload bench's shape),
    /// `title` the visible one's title.
    static func poolDocument(_ count: Int, title: String = "Inbox") -> String {
        let pool = (0..<count).map { i in
            #"{"id":"h\#(i)","title":"Hidden \#(i)","views":[{"id":"h\#(i)l","kind":"label","frame":[20,20,300,44],"title":"Row \#(i)"}]}"#
        }
        return #"{"popsplit":1,"root":{"id":"nav","type":"navigation","children":[{"id":"inbox","title":"\#(title)"}]},"controllers":["#
            + pool.joined(separator: ",\n") + "]}"
    }

    /// Many random one-region edits of every example (and of a pool document), each checked
    /// incrementally against the cache the previous text left and in full: the same document,
    /// diagnostics (with their lines and columns) and work, with the default limit and with a
    /// limit of 3 (diagnostics dropped). Edits chain; now and then the text goes back to the
    /// example, as an undo does.
    @Test(arguments: SceneDocumentExamplesTests.names + ["pool"])
    func incrementalChecksEqualFullChecks(name: String) throws {
        let original = name == "pool" ? Self.poolDocument(30) : try SceneDocumentExamplesTests.text(name)
        for limit in [100, 3] {
            let decoder = SceneDocumentDecoder(diagnosticLimit: limit)
            var random = SplitMix64(seed: 20_04 &+ UInt64(limit) &* 7919 &+ UInt64(name.utf8.count))
            var cache: DocumentReadCache?
            var text = original
            #expect(decoder.check(text: text, reusing: &cache) == decoder.check(text: text))
            for step in 0..<60 {
                text = random.chance(20) ? original : RandomTextEdit.edit(text, &random)
                let incremental = decoder.check(text: text, reusing: &cache)
                let full = decoder.check(text: text)
                #expect(incremental == full, "\(name), limit \(limit), step \(step):\n\(text)")
                if incremental != full { return }
            }
        }
    }

    /// The same text again gives the same outcome; so does going back to an earlier text after
    /// one that does not parse (the cache keeps the last text that did).
    @Test func sameTextAndBrokenTextsInBetween() {
        let decoder = SceneDocumentDecoder()
        let text = Self.poolDocument(5)
        var cache: DocumentReadCache?
        let first = decoder.check(text: text, reusing: &cache)
        #expect(first.document != nil)
        #expect(cache?.replayedUnits == 0)
        let retitled = Self.poolDocument(5, title: "Inbix")
        #expect(decoder.check(text: retitled, reusing: &cache) == decoder.check(text: retitled))
        #expect(cache?.replayedUnits == 1, "the pool is replayed whole")
        #expect(decoder.check(text: text, reusing: &cache) == first)
        #expect(decoder.check(text: text, reusing: &cache) == first)
        let broken = text.replacingOccurrences(of: #""Inbox""#, with: #""Inbox"#)
        #expect(decoder.check(text: broken, reusing: &cache) == decoder.check(text: broken))
        #expect(decoder.check(text: broken, reusing: &cache).diagnostics.first?.kind == .syntax)
        let edited = text.replacingOccurrences(of: "Hidden 3", with: "Hidden three")
        #expect(decoder.check(text: edited, reusing: &cache) == decoder.check(text: edited))
        #expect(cache?.replayedUnits == 6, "the root, the 4 other controllers and the edited one's view are replayed")
        #expect(decoder.check(text: text, reusing: &cache) == first)
    }

    /// An edit that makes two ids the same, and one that moves every later line, are placed as a
    /// full check places them.
    @Test func duplicateIdsAndMovedLines() throws {
        let decoder = SceneDocumentDecoder()
        let text = Self.poolDocument(5)
        var cache: DocumentReadCache?
        _ = decoder.check(text: text, reusing: &cache)
        let duplicate = text.replacingOccurrences(of: #""id":"h3""#, with: #""id":"h1""#)
        let checked = decoder.check(text: duplicate, reusing: &cache)
        #expect(checked == decoder.check(text: duplicate))
        #expect(checked.diagnostics.map(\.kind) == [.duplicateId, .duplicateId])
        let moved = duplicate.replacingOccurrences(of: #""title":"Inbox""#, with: "\"title\":\n\n\"Inbox\"")
        let placed = decoder.check(text: moved, reusing: &cache)
        #expect(placed == decoder.check(text: moved))
        #expect(placed.diagnostics.map(\.line) == [4, 6])
    }

    /// Line breaks and spaces between values keep the reading whole (13 units: the root, `inbox`,
    /// the list, 5 controllers and their 5 views); only the places move.
    @Test func spacesKeepTheReading() {
        let decoder = SceneDocumentDecoder()
        let text = Self.poolDocument(5).replacingOccurrences(of: #""id":"h2""#, with: #""id":"h1""#)
        var cache: DocumentReadCache?
        _ = decoder.check(text: text, reusing: &cache)
        let spaced = text.replacingOccurrences(of: ",\n{\"id\":\"h3\"", with: ",\n\n   {\"id\":\"h3\"")
        #expect(spaced != text)
        let checked = decoder.check(text: spaced, reusing: &cache)
        #expect(checked == decoder.check(text: spaced))
        #expect(cache?.replayedUnits == 13)
        #expect(checked.diagnostics.map(\.line) == [2, 3])
    }

    /// An id rewritten in another Unicode normal form is another text: `==` on strings would call
    /// the two the same, the check does not.
    @Test func normalFormsAreDifferentTexts() {
        let decoder = SceneDocumentDecoder()
        let composed = Self.poolDocument(3).replacingOccurrences(of: #""h1""#, with: "\"\u{E9}\"").replacingOccurrences(
            of: #""h2""#, with: "\"\u{E9}\"")
        let decomposed = composed.replacingOccurrences(of: "\"\u{E9}\",\"title\":\"Hidden 1\"", with: "\"e\u{301}\",\"title\":\"Hidden 1\"")
        #expect(Array(decomposed.utf8) != Array(composed.utf8))
        var cache: DocumentReadCache?
        #expect(decoder.check(text: composed, reusing: &cache) == decoder.check(text: composed))
        #expect(decoder.check(text: decomposed, reusing: &cache) == decoder.check(text: decomposed))
        #expect(decoder.check(text: composed, reusing: &cache) == decoder.check(text: composed))
    }
}
