#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frames waiting to be written to one end of the page server's pipe, and the thread that
/// writes them. ``put(_:)`` never blocks (it takes the lock only to append), so the daemon's
/// session never waits for the page server, nor the page server's network threads for the daemon.
/// Bounded at ``capacityBytes``: past it the frame is refused (false), and the owner decides
/// (the daemon stops a page server that stopped reading; the page server drops a page's message
/// and tells the page).
public final class FrameQueue: @unchecked Sendable {
    /// The most bytes waiting.
    public let capacityBytes: Int
    /// The descriptor written.
    let descriptor: Int32
    /// The lock and the writer's wake-up.
    let condition = LinkCondition()
    /// The frames waiting (under the lock).
    var frames: [[UInt8]] = []
    /// Their bytes (under the lock).
    var bytes = 0
    /// Whether no more frames are taken (under the lock): closed, or a write failed.
    var finished = false
    /// Called once, on the writer thread, when a write fails (the other end is gone).
    let onFailure: @Sendable () -> Void

    /// A queue writing to `descriptor` (which it closes when done) with at most `capacityBytes`
    /// waiting; starts its writer thread. `onFailure` runs when a write fails.
    public init(descriptor: Int32, capacityBytes: Int, onFailure: @escaping @Sendable () -> Void = {}) {
        self.descriptor = descriptor
        self.capacityBytes = max(1, capacityBytes)
        self.onFailure = onFailure
    }

    /// Starts the writer thread; false when it could not be created.
    public func start() -> Bool {
        LinkThread.start { [self] in writeLoop() }
    }

    /// Queues `frame`; false when it would pass the bound or the queue is finished (the frame is
    /// dropped). Never blocks on the pipe.
    @discardableResult
    public func put(_ frame: LinkFrame) -> Bool {
        put(bytes: LinkEncoder.encode(frame))
    }

    /// Queues encoded frame bytes (``put(_:)``).
    public func put(bytes frame: [UInt8]) -> Bool {
        let accepted = condition.locked { () -> Bool in
            guard !finished, bytes + frame.count <= capacityBytes else { return false }
            frames.append(frame)
            bytes += frame.count
            return true
        }
        if accepted { condition.signal() }
        return accepted
    }

    /// The bytes waiting.
    public var waitingBytes: Int { condition.locked { bytes } }

    /// Takes no more frames; the writer writes what waits, then closes the descriptor.
    public func finish() {
        condition.locked { finished = true }
        condition.signal()
    }

    /// The writer thread: writes the frames as they come, all of them, until finished.
    func writeLoop() {
        while true {
            pthread_mutex_lock(condition.mutex)
            while frames.isEmpty && !finished { condition.wait() }
            let batch = frames
            let done = finished && frames.isEmpty
            frames = []
            bytes = 0
            pthread_mutex_unlock(condition.mutex)
            if done { break }
            var failed = false
            for frame in batch where !failed { failed = !Self.writeAll(frame, to: descriptor) }
            if failed {
                condition.locked {
                    finished = true
                    frames = []
                    bytes = 0
                }
                onFailure()
                break
            }
        }
        close(descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, through partial writes and EINTR; false on error.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
