#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's monotonic clock, read only by the I/O edge (the session gets time passed in).
public enum MonotonicClock {
    /// Milliseconds since an arbitrary fixed point (boot), never going back.
    public static func nowMs() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }
}
