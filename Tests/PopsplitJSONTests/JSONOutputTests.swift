import Testing

@testable import PopsplitJSON

/// ``JSONOutput`` writes, piece by piece, the bytes ``JSONCodec/serialize(_:)`` writes for the
/// same tree; ``JSONText`` and ``JSONPayload`` decode back to that tree.
@Suite struct JSONOutputTests {
    /// Writes `value` through the piecewise calls an encoder makes (scalars by type, containers
    /// opened and closed, keys by name).
    static func writePiecewise(_ value: JSONValue, into out: inout JSONOutput) {
        switch value {
        case .null: out.null()
        case .bool(let flag): out.bool(flag)
        case .int(let integer): out.int(integer)
        case .double(let real): out.real(real)
        case .string(let text): out.string(text)
        case .array(let elements):
            out.openArray()
            for element in elements { writePiecewise(element, into: &out) }
            out.closeArray()
        case .object(let object):
            out.openObject()
            for member in object.members {
                out.key(escaping: member.key)
                writePiecewise(member.value, into: &out)
            }
            out.closeObject()
        }
    }

    /// Thousands of generated trees (the writer agreement tests' seed and generator) give the
    /// same bytes written piece by piece, written whole with ``JSONOutput/value(_:)`` inside a
    /// container, and decode back through ``JSONText/value``.
    @Test func piecewiseWritingAgreesWithTheWriter() {
        var generator = JSONWriterAgreementTests.Generator(seed: JSONWriterAgreementTests.seed)
        for index in 0..<JSONWriterAgreementTests.iterations {
            let value = generator.value(depth: 0)
            let expected = JSONCodec.serialize(value)
            let piecewise = JSONText { Self.writePiecewise(value, into: &$0) }
            #expect(piecewise.bytes == expected, "value #\(index): \(value)")
            let wrapped = JSONText { out in
                out.openArray()
                out.value(value)
                out.text(piecewise)
                out.closeArray()
            }
            #expect(wrapped.bytes == JSONCodec.serialize(.array([value, value])), "value #\(index)")
            if piecewise.bytes != expected { return }
        }
    }

    /// Decoding the text gives back the tree written (reals that survive `%.15g`).
    @Test func textDecodesToTheTree() {
        let value: JSONValue = ["a": [1, 2.5, "x\"y"], "b": nil, "c": ["d": true]]
        let text = JSONText(value)
        #expect(text.value == value)
        #expect(text.string == #"{"a":[1,2.5,"x\"y"],"b":null,"c":{"d":true}}"#)
        #expect(JSONPayload.text(text) == .value(value))
        #expect(JSONPayload.text(text).bytes == JSONPayload.value(value).bytes)
        #expect(JSONPayload.text(text) != .value(["a": 1]))
    }

    /// Literal keys of every width the copy treats apart (1 to 3 bytes, 4 to 7, 8 to 16, longer),
    /// first in an object and after a comma, with numbers of several digit counts.
    @Test func literalKeysOfEveryWidth() {
        let text = JSONText { out in
            out.openObject()
            out.key("a")
            out.int(0)
            out.key("ab")
            out.int(-7)
            out.key("abc")
            out.int(10)
            out.key("abcd")
            out.int(768)
            out.key("abcdefg")
            out.int(1004)
            out.key("abcdefgh")
            out.int(Int64.min)
            out.key("abcdefghijklmnop")
            out.int(Int64.max)
            out.key("abcdefghijklmnopq")
            out.openObject()
            out.key("abcdefghijklmnopqrstuvwxyz")
            out.int(123_456_789)
            out.closeObject()
            out.closeObject()
        }
        let tree: JSONValue = [
            "a": 0, "ab": -7, "abc": 10, "abcd": 768, "abcdefg": 1004, "abcdefgh": .int(Int64.min),
            "abcdefghijklmnop": .int(Int64.max), "abcdefghijklmnopq": ["abcdefghijklmnopqrstuvwxyz": 123_456_789],
        ]
        #expect(text.bytes == JSONCodec.serialize(tree))
    }

    /// Keys given as strings are escaped; literal keys are copied; `string(orNull:)` writes
    /// `null` for nil; commas come between members and elements only.
    @Test func keysNullsAndSeparators() {
        let quoted = "q\"k"
        let text = JSONText { out in
            out.openObject()
            out.key(escaping: quoted)
            out.string(orNull: nil)
            out.key("s")
            out.string(orNull: "v")
            out.key("e")
            out.openArray()
            out.closeArray()
            out.key("o")
            out.openObject()
            out.closeObject()
            out.key("n")
            out.int(-12)
            out.closeObject()
        }
        #expect(text.string == #"{"q\"k":null,"s":"v","e":[],"o":{},"n":-12}"#)
    }
}
