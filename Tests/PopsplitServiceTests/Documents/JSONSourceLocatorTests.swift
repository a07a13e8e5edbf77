import PopsplitDocument
import PopsplitService
import Testing

/// The locator finds values and keys in text that would trip a naive scanner.
@Suite struct JSONSourceLocatorTests {
    /// Strings holding brackets, braces, commas, colons, escaped quotes and backslashes, keys
    /// written with escapes, nested arrays, and characters of one, two, three and four UTF-8 bytes.
    static let tricky = """
        {
          "a": "]}{[,:\\"\\\\",
          "b\\u0022c": [[1, [2, "]"]], {"x": "}"}, -3.5e2],
          "é€😀": {"key": "ünï", "n": null},
          "t\\u00e9": true,
          "s": "😀😀", "after": false
        }
        """

    /// A locator over `tricky`.
    static let locator = JSONSourceLocator(text: tricky)

    /// The location of `path` in `tricky`.
    static func at(_ components: [DocumentPath.Component], _ target: JSONSourceLocator.Target = .value) -> SourcePosition? {
        locator.location(of: DocumentPath(components), target: target)
    }

    /// The top level value is at the start.
    @Test func theTopLevelValueIsAtTheStart() {
        #expect(Self.at([]) == SourcePosition(line: 1, column: 1))
        #expect(JSONSourceLocator(text: "\n\n   [1]").location(of: .root) == SourcePosition(line: 3, column: 4))
    }

    /// Strings with brackets and escaped quotes are skipped whole.
    @Test func stringsWithBracketsAndEscapedQuotesAreSkippedWhole() {
        #expect(Self.at([.key("a")]) == SourcePosition(line: 2, column: 8))
        #expect(Self.at([.key("a")], .key) == SourcePosition(line: 2, column: 3))
    }

    /// Keys written with escapes are decoded before comparing.
    @Test func keysWrittenWithEscapesAreDecodedBeforeComparing() {
        // "b\u0022c" is the key b"c.
        #expect(Self.at([.key("b\"c")], .key) == SourcePosition(line: 3, column: 3))
        #expect(Self.at([.key("b\"c")]) == SourcePosition(line: 3, column: 15))
        // "t\u00e9" is the key té.
        #expect(Self.at([.key("té")]) == SourcePosition(line: 5, column: 14))
    }

    /// Nested arrays are walked by index.
    @Test func nestedArraysAreWalkedByIndex() {
        let b = DocumentPath.Component.key("b\"c")
        #expect(Self.at([b, .index(0)]) == SourcePosition(line: 3, column: 16))
        #expect(Self.at([b, .index(0), .index(1)]) == SourcePosition(line: 3, column: 20))
        #expect(Self.at([b, .index(0), .index(1), .index(1)]) == SourcePosition(line: 3, column: 24))
        #expect(Self.at([b, .index(1), .key("x")]) == SourcePosition(line: 3, column: 37))
        #expect(Self.at([b, .index(2)]) == SourcePosition(line: 3, column: 43))
    }

    /// Columns count unicode scalars not bytes.
    @Test func columnsCountUnicodeScalarsNotBytes() {
        // é (2 bytes), € (3 bytes), 😀 (4 bytes) each count as one column.
        #expect(Self.at([.key("é€😀")], .key) == SourcePosition(line: 4, column: 3))
        #expect(Self.at([.key("é€😀")]) == SourcePosition(line: 4, column: 10))
        #expect(Self.at([.key("é€😀"), .key("n")]) == SourcePosition(line: 4, column: 30))
        #expect(Self.at([.key("after")], .key) == SourcePosition(line: 6, column: 14))
        #expect(Self.at([.key("after")]) == SourcePosition(line: 6, column: 23))
    }

    /// Byte offsets count UTF-8 bytes; columns count scalars.
    @Test func byteOffsetsCountUTF8() {
        let locator = JSONSourceLocator(text: #"{"é": 1, "x": 2}"#)
        #expect(locator.byteOffset(of: DocumentPath([.key("x")])) == 15)
        #expect(locator.location(atByteOffset: 15) == SourcePosition(line: 1, column: 15))
    }

    /// What the text does not hold is not found.
    @Test func whatTheTextDoesNotHoldIsNotFound() {
        #expect(Self.at([.key("missing")]) == nil)
        #expect(Self.at([.key("a"), .key("x")]) == nil)  // a string has no members
        #expect(Self.at([.key("b\"c"), .index(3)]) == nil)  // past the end
        #expect(Self.at([.key("b\"c"), .index(-1)]) == nil)
        #expect(JSONSourceLocator(text: "").location(of: .root) == nil)
        #expect(JSONSourceLocator(text: "[]").location(of: DocumentPath([.index(0)])) == nil)
        #expect(JSONSourceLocator(text: "{}").location(of: DocumentPath([.key("a")])) == nil)
    }

    /// Broken text gives nil not a crash.
    @Test func brokenTextGivesNilNotACrash() {
        for text in [#"{"a": "unterminated"#, #"{"a" 1}"#, #"{"a": [1, 2"#, "[1 2]", #"{"\u12": 1}"#, "{\"a\": \"\\"] {
            let locator = JSONSourceLocator(text: text)
            #expect(locator.location(of: DocumentPath([.key("b")])) == nil)
            #expect(locator.location(of: DocumentPath([.index(1)])) == nil)
        }
    }

    /// CRLF line ends count as one line.
    @Test func crlfLineEndsCountAsOneLine() {
        let locator = JSONSourceLocator(text: "{\r\n  \"a\": 1\r\n}")
        #expect(locator.location(of: DocumentPath([.key("a")]), target: .key) == SourcePosition(line: 2, column: 3))
    }

    /// A key target on an array element finds the element.
    @Test func aKeyTargetOnAnArrayElementFindsTheElement() {
        let locator = JSONSourceLocator(text: "[10, 20]")
        #expect(locator.location(of: DocumentPath([.index(1)]), target: .key) == SourcePosition(line: 1, column: 6))
    }
}
