import Testing

@testable import PopsplitJSON

/// ``JSONOutput/real(thousandths:)`` writes what the writer writes for the double nearest the
/// number of thousandths.
@Suite struct JSONOutputThousandthsTests {
    /// Counts of every fraction length, sign and magnitude up to 15 digits, and the fallbacks.
    @Test func thousandthsAgreeWithTheWriter() {
        var counts: [Int64] = [1, -1, 5, 50, 500, 10, 999, 1001, -1050, 160_333, 123_456_789_012_345, -999_999_999_999_999]
        counts += [1000, -2000, 0, 1_000_000_000_000_001, Int64.max, Int64.min]  // written by real(_:)
        var generator = JSONWriterAgreementTests.Generator(seed: JSONWriterAgreementTests.seed)
        for _ in 0..<JSONWriterAgreementTests.iterations {
            counts.append(Int64(bitPattern: generator.next()) >> (14 + generator.below(50)))
        }
        for count in counts {
            let text = JSONText { $0.real(thousandths: count) }
            #expect(text.bytes == JSONCodec.serialize(.double(Double(count) / 1000)), "\(count)")
        }
    }
}
