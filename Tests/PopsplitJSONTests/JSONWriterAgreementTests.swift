import Foundation
import Testing

@testable import PopsplitJSON

/// ``JSONWriter`` (the serialiser popsplit uses) writes exactly the bytes jansson's `json_dumpb`
/// writes for the same value (``JSONCodec/referenceSerialization(_:)``): hand-picked edge cases,
/// then thousands of generated values (seed and count from `POPSPLIT_PROPERTY_SEED` and
/// `POPSPLIT_PROPERTY_ITERATIONS`, as for the model's property tests).
@Suite struct JSONWriterAgreementTests {
    /// The seed CI uses for the generated values.
    static let defaultSeed: UInt64 = 0x5EED
    /// How many values CI generates.
    static let defaultIterations = 3000

    /// The seed: `POPSPLIT_PROPERTY_SEED` (decimal or `0x` hex) when set, else ``defaultSeed``.
    static var seed: UInt64 { environmentNumber("POPSPLIT_PROPERTY_SEED") ?? defaultSeed }

    /// The number of generated values: `POPSPLIT_PROPERTY_ITERATIONS` when set, else ``defaultIterations``.
    static var iterations: Int { environmentNumber("POPSPLIT_PROPERTY_ITERATIONS").map { Int(clamping: $0) } ?? defaultIterations }

    /// An environment variable read as a decimal or `0x`-prefixed hexadecimal number.
    static func environmentNumber(_ name: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
        return text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// Every control byte, the escaped characters, and raw UTF-8.
    static let strings: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) + "x" }
        + ["", "\"", "\\", "/", "\u{7F}", "a\"b\\c/d", "é😀 日本", "tab\there", "\r\n", "\u{1F}\u{1A}\u{0B}", "\u{2028}\u{2029}"]

    /// Reals around every formatting branch of `%.15g` and jansson's fix-ups.
    static let reals: [Double] = [
        0.1, -0.1, 0.5, 1.0 / 3.0, 160.333, 123456.7890123456, 0.1 + 0.2, 1e-5, 1e-7, 1.5e-10, 1e-100,
        1e-300, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1e15 + 0.5, 999_999_999_999_999.9, 1e20, -1e20, 1e100,
        -1e300, 1.7976931348623157e308, 9.2233720368547758e18, -9.2233720368547758e18, 1.8446744073709552e19,
        6.02214076e23, 100.0, -0.0, 0.0, 1e15, 1e16, -3.0, .nan, .infinity, -.infinity, 0.000123, 12.5e3,
    ]

    /// Integers at the edges of the digit loop.
    static let integers: [Int64] = [0, 9, 10, -1, -9, -10, 99, 100, 12345, Int64.max, Int64.min, Int64.min + 1]

    /// Every hand-picked scalar, alone and as a key or member.
    @Test func edgeCasesAgree() {
        var values: [JSONValue] = [.null, .bool(true), .bool(false), .array([]), .object(JSONObject())]
        values += Self.strings.map { .string($0) }
        values += Self.strings.map { ["k\($0)": .string($0)] }
        values += Self.reals.map { .double($0) }
        values += Self.integers.map { .int($0) }
        values.append(.array(Self.reals.map { .double($0) }))
        for value in values {
            #expect(JSONCodec.serialize(value) == JSONCodec.referenceSerialization(value), "\(value)")
        }
    }

    /// Runs of every length from 0 to 40 bytes (the short ones are copied by word moves, not
    /// `memcpy`), clean and with a character to escape at each end, and integers at every
    /// number of digits, as values and as keys: the same bytes as jansson's.
    @Test func everyShortLengthAndEveryDigitCountAgree() {
        var values: [JSONValue] = []
        for length in 0...40 {
            let clean = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            values += [.string(clean), .string("\"" + clean), .string(clean + "\n"), ["\(clean)": .int(Int64(length))]]
        }
        var power: Int64 = 1
        for _ in 0...18 {
            values += [.int(power), .int(power - 1), .int(-power), .int(1 - power), .array([.int(power), .int(power &+ 7)])]
            power = power.multipliedReportingOverflow(by: 10).overflow ? power : power * 10
        }
        for value in values {
            #expect(JSONCodec.serialize(value) == JSONCodec.referenceSerialization(value), "\(value)")
        }
    }

    /// Containers at and beyond the depth limit become `null` in the same place.
    @Test func depthLimitAgrees() {
        var deep: JSONValue = ["leaf": 1]
        for level in 0..<(JSONCodec.maxDepth + 2) { deep = level % 2 == 0 ? .array([deep, 2]) : ["k": deep] }
        #expect(JSONCodec.serialize(deep) == JSONCodec.referenceSerialization(deep))
    }

    /// Thousands of generated values (a fixed seed by default: the same values on every run).
    /// A failure names the seed and the value's index; the first mismatch ends the run.
    @Test func generatedValuesAgree() {
        let seed = Self.seed
        var generator = Generator(seed: seed)
        for index in 0..<Self.iterations {
            let value = generator.value(depth: 0)
            let agrees = JSONCodec.serialize(value) == JSONCodec.referenceSerialization(value)
            #expect(agrees, "seed \(seed) (POPSPLIT_PROPERTY_SEED), value #\(index): \(value)")
            if !agrees { return }
        }
    }

    /// A small deterministic generator of JSON values (xorshift64*).
    struct Generator {
        /// The generator's state; never zero.
        var state: UInt64

        /// A generator from a seed.
        init(seed: UInt64) { state = seed | 1 }

        /// The next pseudo-random 64 bits.
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }

        /// A number in `0..<bound`.
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// A value; containers get rarer with depth.
        mutating func value(depth: Int) -> JSONValue {
            switch below(depth < 4 ? 9 : 6) {
            case 0: return .null
            case 1: return .bool(below(2) == 0)
            case 2: return .int(Int64(bitPattern: next()) >> below(64))
            case 3: return .double(real())
            case 4, 5: return .string(string())
            case 6, 7: return .array((0..<below(5)).map { _ in value(depth: depth + 1) })
            default:
                var object = JSONObject()
                for index in 0..<below(5) { object[string() + String(index)] = value(depth: depth + 1) }
                return .object(object)
            }
        }

        /// A real: any bit pattern, a short decimal, or a scaled fraction.
        mutating func real() -> Double {
            switch below(3) {
            case 0: return Double(bitPattern: next())
            case 1: return Double(below(100_000)) / 8
            default: return Double(Int64(bitPattern: next()) >> 11) * pow10(below(40) - 20)
            }
        }

        /// 10 to the power `exponent`.
        func pow10(_ exponent: Int) -> Double {
            var result = 1.0
            for _ in 0..<abs(exponent) { result *= 10 }
            return exponent < 0 ? 1 / result : result
        }

        /// A short string mixing ASCII, escapes and multi-byte characters.
        mutating func string() -> String {
            let pieces = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\u{1}", "\u{1F}", "é", "😀", "日", "\u{7F}", "\t"]
            return String((0..<below(8)).map { _ in pieces[below(pieces.count)] }.joined())
        }
    }
}
