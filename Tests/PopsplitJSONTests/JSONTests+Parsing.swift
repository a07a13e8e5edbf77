import PopsplitJSON
import Testing

extension JSONTests {
    /// Parsing valid texts into values.
    @Suite struct Parsing {
        /// Any value may stand at the top level (JSON_DECODE_ANY).
        @Test func scalarsAtTopLevel() throws {
            #expect(try JSONCodec.parse("null") == .null)
            #expect(try JSONCodec.parse("true") == .bool(true))
            #expect(try JSONCodec.parse("false") == .bool(false))
            #expect(try JSONCodec.parse("42") == .int(42))
            #expect(try JSONCodec.parse(" -7 ") == .int(-7))
            #expect(try JSONCodec.parse("\"hi\"") == .string("hi"))
        }

        /// Numbers without fraction or exponent are integers; all others are reals.
        @Test func integersAndRealsStayApart() throws {
            #expect(try JSONCodec.parse("1") == .int(1))
            #expect(try JSONCodec.parse("1.0") == .double(1.0))
            #expect(try JSONCodec.parse("1e2") == .double(100))
            #expect(try JSONCodec.parse("-0.5") == .double(-0.5))
            #expect(try JSONCodec.parse("160.333") == .double(160.333))
        }

        /// Int64's extremes parse exactly.
        @Test func int64Limits() throws {
            #expect(try JSONCodec.parse("9223372036854775807") == .int(Int64.max))
            #expect(try JSONCodec.parse("-9223372036854775808") == .int(Int64.min))
        }

        /// A real below Double's range becomes 0.0 rather than an error.
        @Test func tinyRealUnderflowsToZero() throws {
            #expect(try JSONCodec.parse("1e-400") == .double(0))
        }

        /// Nested arrays and objects of every kind of value parse to the matching value.
        @Test func containers() throws {
            let value = try JSONCodec.parse(#"{"a":[1,2.5,"x",null,true,{"b":false}],"c":{}}"#)
            let expected: JSONValue = [
                "a": [1, 2.5, "x", nil, true, ["b": false]],
                "c": .object(JSONObject()),
            ]
            #expect(value == expected)
        }

        /// Empty arrays and objects parse, with or without inner blanks.
        @Test func emptyContainers() throws {
            #expect(try JSONCodec.parse("[]") == .array([]))
            #expect(try JSONCodec.parse("{}") == .object(JSONObject()))
            #expect(try JSONCodec.parse(" [ ] ") == .array([]))
            #expect(try JSONCodec.parse("{ }") == .object(JSONObject()))
        }

        /// Object members keep the text's order.
        @Test func objectKeysKeepTheirOrder() throws {
            let value = try JSONCodec.parse(#"{"zeta":1,"alpha":2,"mid":3,"beta":4}"#)
            #expect(value.objectValue?.keys == ["zeta", "alpha", "mid", "beta"])
        }

        /// Escapes, surrogate pairs included, decode to the right characters.
        @Test func unicodeEscapes() throws {
            let value = try JSONCodec.parse(#""\u00e9\ud83d\ude00\n\t\"\\\/\u0041""#)
            #expect(value == .string("é😀\n\t\"\\/A"))
        }

        /// Raw multi-byte UTF-8 passes through unchanged.
        @Test func rawUnicodeText() throws {
            #expect(try JSONCodec.parse("\"日本語 é 😀\"") == .string("日本語 é 😀"))
        }

        /// A 2 MB string parses whole.
        @Test func bigString() throws {
            let big = String(repeating: "abcdefghij", count: 200_000)
            #expect(try JSONCodec.parse("\"\(big)\"") == .string(big))
        }

        /// Exactly 2048 nested containers parse.
        @Test func deepestNestingAccepted() throws {
            var value = try JSONCodec.parse(JSONTests.nestedArrays(JSONCodec.maxDepth))
            var depth = 0
            while case .array(let elements) = value {
                depth += 1
                value = elements.first ?? .null
            }
            #expect(depth == 2048)
        }

        /// Arrays, raw buffers and slices (a frame inside a read buffer) parse alike.
        @Test func parsesFromEveryKindOfBuffer() throws {
            let bytes = Array(#"{"k":[1]}"#.utf8)
            let expected: JSONValue = ["k": [1]]
            #expect(try JSONCodec.parse(bytes) == expected)
            let direct = try bytes.withUnsafeBytes { raw in try JSONCodec.parse(raw) }
            #expect(direct == expected)
            let framed = Array("Content-Length: 9\r\n\r\n".utf8) + bytes + Array("tail".utf8)
            #expect(try JSONCodec.parse(framed[21..<30]) == expected)
        }
    }
}
