import PopsplitJSON
import Testing

/// ``DecimalDigits`` writes what `%lld` (Swift's `String(_:)`) writes, at every digit count and
/// both ends of `Int64`, and knows its length before writing.
@Suite struct DecimalDigitsTests {
    /// Every power of ten, its neighbours and their negatives, zero, and the extremes.
    static let numbers: [Int64] = {
        var numbers: [Int64] = [0, .max, .min, .min + 1]
        var power: Int64 = 1
        for _ in 0...18 {
            numbers += [power, power - 1, power + 1, -power, 1 - power]
            if power <= Int64.max / 10 { power *= 10 }
        }
        return numbers
    }()

    /// The bytes appended are the number's decimal text; the length is theirs.
    @Test func digitsAndLengthsAgreeWithStringFormatting() {
        for number in Self.numbers {
            var output: [UInt8] = [7]
            DecimalDigits.append(number, to: &output)
            #expect(Array(output.dropFirst()) == Array(String(number).utf8), "\(number)")
            #expect(DecimalDigits.length(of: number) == String(number).utf8.count, "\(number)")
            #expect(DecimalDigits.count(of: number.magnitude) == String(number.magnitude).utf8.count)
        }
    }
}
