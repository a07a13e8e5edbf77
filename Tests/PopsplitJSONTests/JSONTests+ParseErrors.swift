import PopsplitJSON
import Testing

extension JSONTests {
    /// Invalid texts: each fails with jansson's code and place, never a crash.
    @Suite struct ParseErrors {
        /// A repeated key fails with code 14 instead of the last one silently winning.
        @Test func duplicateKeyIsRejected() {
            let error = JSONTests.parseError(#"{"a":1,"a":2}"#)
            #expect(error?.code == 14)
            #expect(error?.text == #"duplicate object key near '"a"'"#)
            #expect(error?.position == 10)
        }

        /// Duplicates are found in nested objects too.
        @Test func duplicateKeyInNestedObjectIsRejected() {
            #expect(JSONTests.parseError(#"[{"x":{"k":1,"j":2,"k":3}}]"#)?.code == 14)
        }

        /// Text cut short fails (premature end, or a syntax error for a partial literal).
        @Test(arguments: [#"{"a":[1,2"#, #"{"a""#, "[", #""abc"#, "tru", "-"])
        func truncatedTextIsRejected(text: String) {
            let error = JSONTests.parseError(text)
            #expect(error != nil)
            #expect(error?.code == 6 || error?.code == 8)
        }

        /// A truncated array reports code 6 with jansson's exact text and place.
        @Test func truncatedArrayReportsPrematureEnd() {
            let error = JSONTests.parseError(#"{"a":[1,2"#)
            #expect(
                error
                    == JSONParseError(
                        code: 6, text: "']' expected near end of file", line: 1, column: 9, position: 9))
        }

        /// Empty or blank input is a premature end, from a string and from an empty array.
        @Test func emptyInputIsRejected() {
            #expect(JSONTests.parseError("")?.code == 6)
            #expect(JSONTests.parseError([UInt8]())?.code == 6)
            #expect(JSONTests.parseError("  \n ")?.code == 6)
        }

        /// Invalid UTF-8 bytes (a stray 0xFF, an overlong form, a cut sequence) fail with code 5.
        @Test func invalidRawUTF8IsRejected() {
            let error = JSONTests.parseError([0x5B, 0x22, 0xFF, 0x22, 0x5D])  // ["\xFF"]
            #expect(error?.code == 5)
            #expect(error?.text == "unable to decode byte 0xff near '\"'")
            // An overlong encoding of "/" and a truncated 3-byte sequence.
            #expect(JSONTests.parseError([0x22, 0xC0, 0xAF, 0x22])?.code == 5)
            #expect(JSONTests.parseError([0x22, 0xE2, 0x82, 0x22])?.code == 5)
        }

        /// Escaped lone surrogates (high, low, high without its pair) fail with code 8.
        @Test func loneSurrogateEscapesAreRejected() {
            let high = JSONTests.parseError(#""\ud800""#)
            #expect(high?.code == 8)
            #expect(high?.text == #"invalid Unicode '\uD800' near '"\ud800"'"#)
            #expect(JSONTests.parseError(#""\udc00""#)?.code == 8)
            #expect(JSONTests.parseError(#""\ud83dx""#)?.code == 8)
        }

        /// One container beyond the 2048 limit fails with code 2, for arrays and objects.
        @Test func nesting2049DeepIsRejected() {
            let error = JSONTests.parseError(JSONTests.nestedArrays(2049))
            #expect(error?.code == 2)
            #expect(error?.text == "maximum parsing depth reached near '['")
            #expect(error?.position == 2049)
            #expect(JSONTests.parseError(String(repeating: #"{"a":"#, count: 2049))?.code == 2)
        }

        /// 2^63 and -2^63-1 fail with code 15 (numeric overflow) rather than wrapping.
        @Test func integerBeyondInt64IsRejected() {
            let above = JSONTests.parseError("9223372036854775808")  // 2^63
            #expect(above?.code == 15)
            #expect(above?.text == "too big integer near '9223372036854775808'")
            let below = JSONTests.parseError(#"{"id":-9223372036854775809}"#)  // -2^63-1
            #expect(below?.code == 15)
            #expect(below?.text == "too big negative integer near '-9223372036854775809'")
        }

        /// 1e400 overflows Double and fails with code 15.
        @Test func realOverflowIsRejected() {
            let error = JSONTests.parseError("[1e400]")
            #expect(error?.code == 15)
            #expect(error?.text == "real number overflow near '1e400'")
        }

        /// `\u0000` is accepted in strings (JSON_ALLOW_NUL), still rejected in
        /// keys (13: jansson keys are C strings).
        @Test func escapedNulIsAcceptedInStringsNotInKeys() throws {
            #expect(try JSONCodec.parse(#"["a\u0000b","\u0000"]"#) == ["a\u{0}b", "\u{0}"])
            #expect(try JSONCodec.parse(#"{"k":"\u0000"}"#)["k"] == "\u{0}")
            #expect(JSONTests.parseError(#"{"a\u0000":1}"#)?.code == 13)
        }

        /// A raw NUL byte inside or after the text fails without truncating the input silently.
        @Test func rawNulByteIsRejected() {
            let error = JSONTests.parseError([0x5B, 0x22, 0x61, 0x00, 0x62, 0x22, 0x5D])  // ["a\0b"]
            #expect(error?.code == 8)
            #expect(error?.text == "control character 0x0 near '\"a'")
            #expect(JSONTests.parseError([0x7B, 0x7D, 0x00])?.code == 7)  // {} then NUL
        }

        /// A raw NUL byte right after a number or a literal (which jansson used to
        /// drop silently, accepting the text) fails with code 8; as for jansson's errors, the
        /// position counts the bytes read (up to and including the NUL), the column is the NUL's.
        @Test(arguments: [
            ("[1\u{0}]", 3), ("[true\u{0}]", 6), ("{\"a\":null\u{0}}", 10), ("[1\u{0},2]", 3),
            ("[-2.5e3\u{0}]", 8), ("[false\u{0} ]", 7), ("7\u{0}", 2),
        ])
        func rawNulAfterANumberOrLiteralIsRejected(text: String, position: Int) {
            let error = JSONTests.parseError(Array(text.utf8))
            #expect(error?.code == 8)
            #expect(error?.position == position)
            #expect(error?.column == position)
            #expect(error?.line == 1)
        }

        /// Bytes after the value fail with code 7.
        @Test func trailingBytesAreRejected() {
            #expect(JSONTests.parseError("{} x")?.code == 7)
            #expect(JSONTests.parseError("1 2")?.code == 7)
        }

        /// Unquoted keys, trailing commas, single quotes, NaN and leading zeros fail with code 8.
        @Test func syntaxErrors() {
            #expect(JSONTests.parseError("{a:1}")?.code == 8)
            #expect(JSONTests.parseError("[1,]")?.code == 8)
            #expect(JSONTests.parseError("'x'")?.code == 8)
            #expect(JSONTests.parseError("NaN")?.code == 8)
            #expect(JSONTests.parseError("01")?.code == 8)
        }

        /// An error on the third line reports line, column and byte offset exactly.
        @Test func multiLineErrorPlace() {
            let error = JSONTests.parseError("{\n  \"a\": 1,\n  \"b\": tru\n}")
            #expect(
                error
                    == JSONParseError(
                        code: 8, text: "invalid token near 'tru'", line: 3, column: 10, position: 22))
        }

        /// Columns count characters while positions count bytes.
        @Test func columnCountsCharactersAndPositionCountsBytes() {
            // "é" is 2 bytes and 1 column; "😀" is 4 bytes and 1 column.
            let error = JSONTests.parseError("\n{\"é😀\": x}")
            #expect(error?.line == 2)
            #expect(error?.column == 8)
            #expect(error?.position == 13)
        }

        /// The description carries the text, code and place.
        @Test func descriptionNamesEverything() {
            let error = JSONParseError(code: 14, text: "duplicate object key near '\"a\"'", line: 1, column: 10, position: 10)
            #expect(error.description == "duplicate object key near '\"a\"' (code 14, line 1, column 10, byte 10)")
        }
    }
}
