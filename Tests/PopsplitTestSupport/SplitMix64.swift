/// A tiny deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014) for the
/// property tests of every test target (the one generator: model, RPC framing, source map, render). Every draw goes through the helpers below, never through the standard library's
/// `random(in:using:)`, so the same seed gives the same documents and commands on every platform
/// and Swift release.
public struct SplitMix64 {
    /// The generator's state; any value, zero included, is fine.
    public var state: UInt64

    /// A generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next pseudo-random 64 bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`0` when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A number in `range` (its lower bound when the range is empty).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A fair coin.
    public mutating func bool() -> Bool { next() & 1 == 1 }

    /// A uniformly drawn element, or `nil` for an empty array.
    public mutating func pick<T>(_ elements: [T]) -> T? {
        elements.isEmpty ? nil : elements[below(elements.count)]
    }

    /// A uniformly drawn element of an array that is not empty (its first element's type's
    /// stand-in is never needed: callers pass literals).
    public mutating func element<T>(_ elements: [T]) -> T { elements[below(elements.count)] }

    /// A uniformly drawn case of a `CaseIterable` type.
    public mutating func pick<T: CaseIterable>(_ type: T.Type) -> T where T.AllCases == [T] {
        T.allCases[below(T.allCases.count)]
    }

    /// A double in `range`, on a grid of quarter points (so frames stay readable in failures);
    /// a range wider than a million points is cut in a thousand steps instead.
    public mutating func points(in range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, span <= 1_000_000 else {
            let width = span.isFinite ? span : Double.greatestFiniteMagnitude
            return range.lowerBound + width / 1000 * Double(below(1001))
        }
        return range.lowerBound + Double(below(Int((span * 4).rounded(.down)) + 1)) / 4
    }

    /// A generator for case `index` of a run seeded with `seed`: cases are independent, so one can
    /// be replayed without the others.
    public static func forCase(seed: UInt64, index: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }
}
