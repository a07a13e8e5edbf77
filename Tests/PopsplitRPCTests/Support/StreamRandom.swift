/// A tiny deterministic pseudo-random generator (SplitMix64) for the framing property: the same
/// seed gives the same streams on every platform and Swift release.
struct StreamRandom {
    /// The generator's state.
    var state: UInt64

    /// A generator from a seed.
    init(seed: UInt64) { state = seed }

    /// The next pseudo-random 64 bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`0` when `bound` is not positive).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A uniformly drawn element (the array must not be empty).
    mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }
}
