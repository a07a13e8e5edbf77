/// A token bucket: at most `burst` messages at once, refilled at `perSecond`. Pure: time comes
/// in as milliseconds.
public struct RateLimiter: Sendable {
    /// The bucket's size.
    public let burst: Double
    /// Messages allowed per second, on average.
    public let perSecond: Double
    /// Messages left in the bucket.
    var available: Double
    /// When the bucket was last refilled, in milliseconds.
    var lastMs: Int64?

    /// A full bucket.
    public init(burst: Int, perSecond: Int) {
        self.burst = Double(max(1, burst))
        self.perSecond = Double(max(1, perSecond))
        available = self.burst
    }

    /// Takes one message at `nowMs`; false when the rate is exceeded (the message is refused).
    public mutating func allow(nowMs: Int64) -> Bool {
        if let lastMs, nowMs > lastMs {
            available = min(burst, available + Double(nowMs - lastMs) * perSecond / 1000)
        }
        lastMs = max(lastMs ?? nowMs, nowMs)
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
