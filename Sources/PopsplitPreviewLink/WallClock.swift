#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wall clock, in milliseconds since 1970 (what a page's `performance.timeOrigin +
/// performance.now()` compares against), and a monotonic clock for rates.
public enum WallClock {
    /// Milliseconds since 1970, with fractions.
    public static func nowMs() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Milliseconds of a monotonic clock.
    public static func monotonicMs() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
