import Testing

@testable import PopsplitJSON

/// The writer writes a double nearest a whole number of thousandths from that number's digits,
/// without `printf`: the bytes jansson writes for it.
@Suite struct JSONOutputThousandthsTests {
    /// Counts of every fraction length, sign and magnitude up to 15 digits, and the fallbacks.
    @Test func thousandthsAgreeWithJansson() {
        var counts: [Int64] = [1, -1, 5, 50, 500, 10, 999, 1001, -1050, 160_333, 123_456_789_012_345, -999_999_999_999_999]
        counts += [1000, -2000, 0, 1_000_000_000_000_001, Int64.max, Int64.min]  // integral or too long: not written from thousandths
        var generator = JSONWriterAgreementTests.Generator(seed: JSONWriterAgreementTests.seed)
        for _ in 0..<JSONWriterAgreementTests.iterations {
            counts.append(Int64(bitPattern: generator.next()) >> (14 + generator.below(50)))
        }
        for count in counts {
            let jansson = JSONCodec.referenceSerialization(.double(Double(count) / 1000))
            #expect(JSONText { $0.real(Double(count) / 1000) }.bytes == jansson, "\(count)")
            #expect(JSONCodec.serialize(.double(Double(count) / 1000)) == jansson, "\(count)")
            // Beside it: a double one step off a thousandth goes through `printf`, as jansson's.
            let off = (Double(count) / 1000).nextUp
            #expect(JSONCodec.serialize(.double(off)) == JSONCodec.referenceSerialization(.double(off)), "\(count) next up")
        }
    }
}
