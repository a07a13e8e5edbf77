import PopsplitJSON
import Testing

extension JSONTests {
    /// Writing values: compact, ordered, with fixed number formatting.
    @Suite struct Serialization {
        /// Output has no blanks and keeps member order (no key sorting).
        @Test func compactWithKeysInOrder() {
            let value: JSONValue = ["z": 1, "a": [true, false, nil], "m": ["y": "s", "b": 2]]
            #expect(JSONCodec.string(value) == #"{"z":1,"a":[true,false,null],"m":{"y":"s","b":2}}"#)
        }

        /// Scalars serialise at the top level (JSON_ENCODE_ANY).
        @Test func scalarsAtTopLevel() {
            #expect(JSONCodec.string(.null) == "null")
            #expect(JSONCodec.string(.bool(true)) == "true")
            #expect(JSONCodec.string(.int(-12)) == "-12")
            #expect(JSONCodec.string(.int(Int64.min)) == "-9223372036854775808")
            #expect(JSONCodec.string(.string("a")) == #""a""#)
        }

        /// Empty arrays and objects are written as `[]` and `{}`.
        @Test func emptyContainers() {
            #expect(JSONCodec.string(.array([])) == "[]")
            #expect(JSONCodec.string(.object(JSONObject())) == "{}")
            #expect(JSONCodec.string([[], ["k": .object(JSONObject())]]) == #"[[],{"k":{}}]"#)
        }

        /// Integral doubles in Int64's range are written without a fraction.
        @Test func integralDoublesAreWrittenAsIntegers() {
            #expect(JSONCodec.string(.double(100.0)) == "100")
            #expect(JSONCodec.string(.double(-3.0)) == "-3")
            #expect(JSONCodec.string(.double(-0.0)) == "0")
            #expect(JSONCodec.string(.double(1024)) == "1024")
            #expect(JSONCodec.string(.double(9_007_199_254_740_992)) == "9007199254740992")
        }

        /// Integral doubles beyond Int64 are written as reals with an exponent.
        @Test func integralDoublesBeyondInt64StayReals() {
            #expect(JSONCodec.string(.double(1e20)) == "1e20")
            #expect(JSONCodec.string(.double(-1e300)) == "-1e300")
        }

        /// Non-integral reals are written with 15 significant digits.
        @Test func realPrecisionIsFifteenDigits() {
            #expect(JSONCodec.realPrecision == 15)
            #expect(JSONCodec.string(.double(160.333)) == "160.333")
            #expect(JSONCodec.string(.double(0.1)) == "0.1")
            #expect(JSONCodec.string(.double(-2.5)) == "-2.5")
            #expect(JSONCodec.string(.double(1e-5)) == "1e-5")
            #expect(JSONCodec.string(.double(1.0 / 3.0)) == "0.333333333333333")
            #expect(JSONCodec.string(.double(0.1 + 0.2)) == "0.3")
            #expect(JSONCodec.string(.double(123456.7890123456)) == "123456.789012346")
        }

        /// NaN and infinities are written as null, at any depth.
        @Test func nonFiniteDoublesAreWrittenAsNull() {
            #expect(JSONCodec.string(.double(.nan)) == "null")
            #expect(JSONCodec.string(.double(.infinity)) == "null")
            #expect(JSONCodec.string([.double(-.infinity), 1, ["x": .double(.nan)]]) == #"[null,1,{"x":null}]"#)
        }

        /// Quotes, backslashes and control characters are escaped; other characters are raw UTF-8.
        @Test func stringEscapes() {
            #expect(JSONCodec.string(.string("q\"b\\s/\n\t\u{1}")) == #""q\"b\\s/\n\t\u0001""#)
            #expect(JSONCodec.string(.string("é😀")) == "\"é😀\"")
        }

        /// NUL inside strings and keys is written as `\u0000` (json_stringn keeps the length).
        @Test func embeddedNulIsKept() {
            #expect(JSONCodec.string(.string("a\0b")) == #""a\u0000b""#)
            #expect(JSONCodec.string(["k\0ey": 1]) == #"{"k\u0000ey":1}"#)
            #expect(JSONCodec.string(.string("")) == #""""#)
            #expect(JSONCodec.string(["": ""]) == #"{"":""}"#)
        }

        /// Output larger than the size estimate is redone at the exact size, in all three forms.
        @Test func escapesLongerThanTheEstimateStillFit() {
            // Every quote doubles in size: the first dump attempt is too small.
            let quotes = String(repeating: "\"", count: 5000)
            let expected = "\"" + String(repeating: "\\\"", count: 5000) + "\""
            #expect(JSONCodec.string(.string(quotes)) == expected)
            #expect(JSONCodec.serialize(.string(quotes)) == Array(expected.utf8))
            var buffer = Array("x".utf8)
            JSONCodec.serialize(.string(quotes), into: &buffer)
            #expect(buffer == Array(("x" + expected).utf8))
        }

        /// Serialising into a buffer appends, keeping what was there.
        @Test func serializeAppendsToTheBuffer() {
            var buffer = Array("head:".utf8)
            JSONCodec.serialize(["a": 1], into: &buffer)
            JSONCodec.serialize([2.5, "b"], into: &buffer)
            #expect(String(decoding: buffer, as: UTF8.self) == #"head:{"a":1}[2.5,"b"]"#)
            buffer.removeAll(keepingCapacity: true)
            JSONCodec.serialize(.null, into: &buffer)
            #expect(buffer == Array("null".utf8))
        }

        /// The array, string and appending forms give the same bytes.
        @Test func allThreeOutputsAgree() {
            let value: JSONValue = ["id": 7, "result": ["frame": [0, 0, 320.5, 480], "title": "Détail"]]
            let text = JSONCodec.string(value)
            #expect(JSONCodec.serialize(value) == Array(text.utf8))
            var buffer: [UInt8] = []
            JSONCodec.serialize(value, into: &buffer)
            #expect(buffer == Array(text.utf8))
        }

        /// A 3 MB string is written whole.
        @Test func bigString() {
            let big = String(repeating: "0123456789", count: 300_000)
            let text = JSONCodec.string(["s": .string(big)])
            #expect(text.utf8.count == big.utf8.count + 8)
            #expect(text.hasPrefix(#"{"s":"0123"#))
            #expect(text.hasSuffix(#"789"}"#))
        }

        /// 2048 nested containers are written; the next level down becomes null.
        @Test func nestingBeyondTheLimitIsWrittenAsNull() {
            var deepest: JSONValue = .array([])
            for _ in 1..<JSONCodec.maxDepth { deepest = .array([deepest]) }
            #expect(JSONCodec.string(deepest) == JSONTests.nestedArrays(2048))
            let tooDeep: JSONValue = .array([deepest])
            let expected = String(repeating: "[", count: 2048) + "null" + String(repeating: "]", count: 2048)
            #expect(JSONCodec.string(tooDeep) == expected)
        }
    }
}
