/// A logger writing `popsplit: [level] message` lines to a file descriptor (standard error by
/// default) through a ``LogLineQueue``: a thread of its own writes them, so the caller never
/// waits on a reader; when nobody reads, lines are dropped and counted, and a line repeated
/// back to back is counted instead of written again.
public final class StderrLogger: RPCLogger, Sendable {
    /// The least important level written.
    public let level: LogLevel
    /// The descriptor written to.
    public var fd: Int32 { queue.fd }
    /// The prefix of every line.
    public let prefix: String
    /// The lines on their way.
    public let queue: LogLineQueue

    /// A logger writing lines at `level` and above to `fd`, at most `capacityBytes` waiting.
    public init(level: LogLevel, fd: Int32 = 2, prefix: String = "popsplit", capacityBytes: Int = 256 * 1024) {
        self.level = level
        self.prefix = prefix
        queue = LogLineQueue(fd: fd, capacityBytes: capacityBytes, prefix: prefix)
    }

    /// Queues the line when its level is shown (never blocks on the descriptor).
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level <= self.level else { return }
        queue.enqueue(Array("\(prefix): [\(level)] \(LogText.printable(message()))\n".utf8))
    }

    /// Waits up to `timeoutMs` for the queued lines to be written (before the process exits).
    @discardableResult
    public func flush(timeoutMs: Int = 500) -> Bool { queue.flush(timeoutMs: timeoutMs) }
}
