/// The preview server's bounds (protocol.md section 13.2), each with what happens past it.
public enum PageLimits {
    /// The most WebSocket connections open at once; a further upgrade is answered 400 with an
    /// empty body and closed.
    public static let maximumPages = 16
    /// Seconds a connection has, from its acceptance, to send its first request head (a page
    /// sends it at once); past them it is answered 408 and closed, however slowly bytes trickle
    /// in. Later heads on a kept-alive connection come from a client that passed the guard and
    /// are bounded by ``idleTimeoutSeconds``.
    public static let headDeadlineSeconds: Int64 = 3
    /// The most connections open at once whose first head has not passed the guard yet
    /// ("pending"); a further connection is accepted all the same and the OLDEST pending one is
    /// closed without an answer, so connections that never finish a head cannot fill the server.
    public static let maximumPendingConnections = 256
    /// The most connections open at once whose first head passed the guard (pages included);
    /// a further one's head is answered 503 and the connection closed.
    public static let maximumAuthenticatedConnections = 128
    /// The most TCP connections open at once, pending and authenticated (besides connections
    /// being closed): the file descriptors the server may hold, well under the usual limit of
    /// 1024. The server never stops accepting; past it a pending connection is shed.
    public static let maximumConnections = maximumPendingConnections + maximumAuthenticatedConnections
    /// The longest request head read, in bytes; a longer one is answered 431 and closed.
    public static let maximumHeadBytes = 16 * 1024
    /// Seconds a kept-alive connection may stay idle between requests before it is closed.
    public static let idleTimeoutSeconds: Int64 = 60
    /// Seconds the server waits for a page's answering close frame after closing a WebSocket
    /// (a protocol error, an oversized message) before closing the connection.
    public static let closeTimeoutSeconds: Int64 = 5
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
