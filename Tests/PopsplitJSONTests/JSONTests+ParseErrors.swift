import PopsplitJSON
import Testing

extension JSONTests {
    /// Invalid texts: each fails with jansson's code and place, never a crash.
    @Suite struct ParseErrors {
        @Test func duplicateKeyIsRejected() {
            let error = JSONTests.parseError(#"{"a":1,"a":2}"#)
            #expect(error?.code == 14)
            #expect(error?.text == #"duplicate object key near '"a"'"#)
            #expect(error?.position == 10)
        }

        @Test func duplicateKeyInNestedObjectIsRejected() {
            #expect(JSONTests.parseError(#"[{"x":{"k":1,"j":2,"k":3}}]"#)?.code == 14)
        }

        @Test(arguments: [#"{"a":[1,2"#, #"{"a""#, "[", #""abc"#, "tru", "-"])
        func truncatedTextIsRejected(text: String) {
            let error = JSONTests.parseError(text)
            #expect(error != nil)
            #expect(error?.code == 6 || error?.code == 8)
        }

        @Test func truncatedArrayReportsPrematureEnd() {
            let error = JSONTests.parseError(#"{"a":[1,2"#)
            #expect(error == JSONParseError(
                code: 6, text: "']' expected near end of file", line: 1, column: 9, position: 9))
        }

        @Test func emptyInputIsRejected() {
            #expect(JSONTests.parseError("")?.code == 6)
            #expect(JSONTests.parseError([UInt8]())?.code == 6)
            #expect(JSONTests.parseError("  \n ")?.code == 6)
        }

        @Test func invalidRawUTF8IsRejected() {
            let error = JSONTests.parseError([0x5B, 0x22, 0xFF, 0x22, 0x5D])  // ["\xFF"]
            #expect(error?.code == 5)
            #expect(error?.text == "unable to decode byte 0xff near '\"'")
            // An overlong encoding of "/" and a truncated 3-byte sequence.
            #expect(JSONTests.parseError([0x22, 0xC0, 0xAF, 0x22])?.code == 5)
            #expect(JSONTests.parseError([0x22, 0xE2, 0x82, 0x22])?.code == 5)
        }

        @Test func loneSurrogateEscapesAreRejected() {
            let high = JSONTests.parseError(#""\ud800""#)
            #expect(high?.code == 8)
            #expect(high?.text == #"invalid Unicode '\uD800' near '"\ud800"'"#)
            #expect(JSONTests.parseError(#""\udc00""#)?.code == 8)
            #expect(JSONTests.parseError(#""\ud83dx""#)?.code == 8)
        }

        @Test func nesting2049DeepIsRejected() {
            let error = JSONTests.parseError(JSONTests.nestedArrays(2049))
            #expect(error?.code == 2)
            #expect(error?.text == "maximum parsing depth reached near '['")
            #expect(error?.position == 2049)
            #expect(JSONTests.parseError(String(repeating: #"{"a":"#, count: 2049))?.code == 2)
        }

        @Test func integerBeyondInt64IsRejected() {
            let above = JSONTests.parseError("9223372036854775808")  // 2^63
            #expect(above?.code == 15)
            #expect(above?.text == "too big integer near '9223372036854775808'")
            let below = JSONTests.parseError(#"{"id":-9223372036854775809}"#)  // -2^63-1
            #expect(below?.code == 15)
            #expect(below?.text == "too big negative integer near '-9223372036854775809'")
        }

        @Test func realOverflowIsRejected() {
            let error = JSONTests.parseError("[1e400]")
            #expect(error?.code == 15)
            #expect(error?.text == "real number overflow near '1e400'")
        }

        @Test func escapedNulIsRejected() {
            // JSON_ALLOW_NUL is deliberately off: \u0000 fails in strings (11) and keys (13).
            #expect(JSONTests.parseError(#"["a\u0000b"]"#)?.code == 11)
            #expect(JSONTests.parseError(#"{"a\u0000":1}"#)?.code == 13)
        }

        @Test func rawNulByteIsRejected() {
            let error = JSONTests.parseError([0x5B, 0x22, 0x61, 0x00, 0x62, 0x22, 0x5D])  // ["a\0b"]
            #expect(error?.code == 8)
            #expect(error?.text == "control character 0x0 near '\"a'")
            #expect(JSONTests.parseError([0x7B, 0x7D, 0x00])?.code == 7)  // {} then NUL
        }

        @Test func trailingBytesAreRejected() {
            #expect(JSONTests.parseError("{} x")?.code == 7)
            #expect(JSONTests.parseError("1 2")?.code == 7)
        }

        @Test func syntaxErrors() {
            #expect(JSONTests.parseError("{a:1}")?.code == 8)
            #expect(JSONTests.parseError("[1,]")?.code == 8)
            #expect(JSONTests.parseError("'x'")?.code == 8)
            #expect(JSONTests.parseError("NaN")?.code == 8)
            #expect(JSONTests.parseError("01")?.code == 8)
        }

        @Test func multiLineErrorPlace() {
            let error = JSONTests.parseError("{\n  \"a\": 1,\n  \"b\": tru\n}")
            #expect(error == JSONParseError(
                code: 8, text: "invalid token near 'tru'", line: 3, column: 10, position: 22))
        }

        @Test func columnCountsCharactersAndPositionCountsBytes() {
            // "é" is 2 bytes and 1 column; "😀" is 4 bytes and 1 column.
            let error = JSONTests.parseError("\n{\"é😀\": x}")
            #expect(error?.line == 2)
            #expect(error?.column == 8)
            #expect(error?.position == 13)
        }

        @Test func descriptionNamesEverything() {
            let error = JSONParseError(code: 14, text: "duplicate object key near '\"a\"'", line: 1, column: 10, position: 10)
            #expect(error.description == "duplicate object key near '\"a\"' (code 14, line 1, column 10, byte 10)")
        }
    }
}
