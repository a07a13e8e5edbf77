import PopsplitJSON
import Testing

extension JSONTests {
    /// Values survive serialise -> parse, and canonical texts survive parse -> serialise.
    @Suite struct RoundTrips {
        /// One value of every kind, and some mixes; strings holding NUL too (written and read as
        /// `\u0000`; only keys may not hold it).
        static let values: [JSONValue] = [
            .null, .bool(true), .bool(false),
            .int(0), .int(-1), .int(Int64.max), .int(Int64.min),
            .double(0.5), .double(-160.333), .double(1e-5), .double(6.02214076e23), .double(1e300),
            .string(""), .string("plain"), .string("é😀 日本"), .string("\"\\\n\u{7}/"), .string("a\u{0}b"),
            .array([]), .object(JSONObject()),
            [1, "two", 3.5, nil, false, [[]]],
            ["b": 1, "a": ["y": [true], "x": nil], "": "empty key"],
        ]

        /// Serialising then parsing gives the value back.
        @Test(arguments: values)
        func valueRoundTrips(value: JSONValue) throws {
            #expect(try JSONCodec.parse(JSONCodec.serialize(value)) == value)
            #expect(try JSONCodec.parse(JSONCodec.string(value)) == value)
        }

        /// Texts already in the serializer's canonical form.
        static let texts = [
            "null", "true", "-5", "0.25", #""\u0001\t""#, "[]", "{}",
            #"{"jsonrpc":"2.0","id":3,"method":"popover/present","params":{"rect":[10,20,44.5,30],"arrows":["up","down"],"animated":true}}"#,
            #"[{"k":[{"k":[{}]}]},1e-7,-1.5e300]"#,
        ]

        /// Parsing then serialising gives canonical text back byte for byte.
        @Test(arguments: texts)
        func canonicalTextRoundTrips(text: String) throws {
            #expect(JSONCodec.string(try JSONCodec.parse(text)) == text)
        }

        /// An integral real is written as an integer and so reads back as one.
        @Test func integralRealsComeBackAsIntegers() throws {
            // 100.0 parses as a real, is written as 100, and comes back as an integer.
            let value = try JSONCodec.parse("[100.0]")
            #expect(value == [.double(100)])
            #expect(try JSONCodec.parse(JSONCodec.string(value)) == [.int(100)])
        }
    }
}
