import PopsplitDocument
import PopsplitJSON
import PopsplitRPC
import Testing

@testable import PopsplitLSP

/// Incremental edits (``TextChange``) and the did-you-mean reading (``DidYouMean``).
@Suite struct TextChangeTests {
    /// A change of `text` over `start`..<`end` (line, character).
    static func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String) throws -> TextChange {
        let range: JSONValue = [
            "start": ["line": .int(Int64(start.0)), "character": .int(Int64(start.1))],
            "end": ["line": .int(Int64(end.0)), "character": .int(Int64(end.1))],
        ]
        return try TextChange(ParamsReader(["range": range, "text": .string(text)]))
    }

    /// Characters count in the negotiated encoding: after an emoji, UTF-16 counts two units,
    /// UTF-8 four, UTF-32 one.
    @Test func rangesCountTheEncoding() throws {
        let text = "a\u{1F600}bc\nd"
        #expect(try Self.change((0, 3), (0, 4), "X").applied(to: text, encoding: .utf16) == "a\u{1F600}Xc\nd")
        #expect(try Self.change((0, 5), (0, 6), "X").applied(to: text, encoding: .utf8) == "a\u{1F600}Xc\nd")
        #expect(try Self.change((0, 2), (0, 3), "X").applied(to: text, encoding: .utf32) == "a\u{1F600}Xc\nd")
    }

    /// Positions past a line or the text clamp; an end before the start inserts at the start; a
    /// change without a range replaces everything.
    @Test func positionsClampAndWholeReplacements() throws {
        #expect(try Self.change((0, 99), (1, 0), "").applied(to: "ab\ncd", encoding: .utf16) == "abcd")
        #expect(try Self.change((9, 0), (9, 5), "!").applied(to: "ab", encoding: .utf16) == "ab!")
        #expect(try Self.change((0, 2), (0, 0), "-").applied(to: "ab", encoding: .utf16) == "ab-")
        #expect(try TextChange(ParamsReader(["text": "new"])).applied(to: "old", encoding: .utf16) == "new")
        #expect(throws: RPCError.self) { try TextChange(ParamsReader(["range": 3, "text": ""])) }
    }

    /// The suggestion at the end of a message, read as the JSON string it is written as.
    @Test func didYouMeanReadsTheQuotedName() {
        #expect(DidYouMean.suggestion(in: #"unknown key "titel" (did you mean "title"?)"#) == "title")
        #expect(DidYouMean.suggestion(in: #"no controller has id "a\"b" (did you mean "a\"c"?)"#) == "a\"c")
        #expect(DidYouMean.suggestion(in: #"unknown key "colour"; a controller has keys id, type"#) == nil)
    }
}
