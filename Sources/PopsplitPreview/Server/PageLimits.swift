/// The preview server's bounds (issue 15, item 2).
public enum PageLimits {
    /// The most WebSocket connections open at once.
    public static let maximumPages = 16
    /// The most TCP connections open at once (pages and plain requests).
    public static let maximumConnections = 64
    /// The largest message a page may send, in bytes.
    public static let maximumMessageBytes = 64 * 1024
    /// The largest WebSocket frame, in bytes (messages are cut into frames of this size).
    public static let maximumFrameBytes = 16 * 1024
    /// Messages a page may send at once.
    public static let burst = 100
    /// Messages a page may send per second, on average.
    public static let perSecond = 50
    /// The most messages waiting for a page besides its picture.
    public static let outboxCapacity = 256
}
