#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Log lines on their way to a descriptor, written by a thread of their own so that a stderr
/// nobody reads never stops the daemon (protocol.md section 3, "Logs").
///
/// ``enqueue(_:)`` never waits on I/O: it takes a short lock, appends, and returns. When the
/// queue holds ``capacityBytes`` already, the line is dropped and counted; once the writer gets
/// through again it first writes one line saying how many were dropped. A line identical to the
/// one before it is not queued again: it is counted, and a line saying how many times it repeated
/// follows when another line comes, every ``repeatSummaryEvery`` repeats, and at ``flush(timeoutMs:)``.
public final class LogLineQueue: @unchecked Sendable {
    /// The descriptor written to.
    public let fd: Int32
    /// The most bytes waiting at once.
    public let capacityBytes: Int
    /// How many repeats of one line are summed up in one line at most.
    public static let repeatSummaryEvery = 10_000
    /// The prefix of the queue's own lines (`popsplit`).
    let prefix: String

    /// Guards everything below.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when lines arrive, or when the queue empties.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Lines waiting.
    private var lines: [[UInt8]] = []
    /// Their bytes.
    private var queuedBytes = 0
    /// Lines dropped since the writer last got through.
    private var dropped = 0
    /// The last line taken (for the repeat check), and how often it came again since.
    private var lastLine: [UInt8] = []
    private var repeats = 0
    /// Whether the writer is in the middle of a write (the queue is then not yet written out).
    private var writing = false
    /// Whether the writer thread runs.
    private var started = false

    /// A queue writing to `fd`, holding at most `capacityBytes` bytes.
    public init(fd: Int32, capacityBytes: Int = 256 * 1024, prefix: String = "popsplit") {
        self.fd = fd
        self.capacityBytes = capacityBytes
        self.prefix = prefix
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    /// Frees the lock (only a queue whose writer never started goes away: a running writer
    /// holds its queue for the life of the process).
    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// Hands `line` (ending in a newline) to the writer, or drops and counts it; never blocks on I/O.
    public func enqueue(_ line: [UInt8]) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        startIfNeeded()
        if line == lastLine {
            repeats += 1
            if repeats >= LogLineQueue.repeatSummaryEvery { queueRepeatSummary() }
            return
        }
        queueRepeatSummary()
        lastLine = line
        queue(line)
    }

    /// Lines dropped and not yet reported (for tests).
    public var droppedCount: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return dropped
    }

    /// Waits until every queued line is written, at most `timeoutMs` milliseconds (a reader that
    /// never reads must not hold up the exit); returns whether everything went out.
    @discardableResult
    public func flush(timeoutMs: Int = 500) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        queueRepeatSummary()
        lastLine = []
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + (timeoutMs % 1000) * 1_000_000
        deadline.tv_sec += timeoutMs / 1000 + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_cond_broadcast(changed)
        while !lines.isEmpty || writing || dropped > 0 {
            guard started, pthread_cond_timedwait(changed, lock, &deadline) == 0 else { return false }
        }
        return true
    }

    /// Queues the repeat count of the last line, if it repeated (lock held).
    private func queueRepeatSummary() {
        guard repeats > 0 else { return }
        let text = String(decoding: lastLine.dropLast(lastLine.last == UInt8(ascii: "\n") ? 1 : 0), as: UTF8.self)
        queue(Array("\(prefix): [warning] the line before came \(repeats) more time\(repeats == 1 ? "" : "s"): \(text)\n".utf8))
        repeats = 0
    }

    /// Appends `line`, or counts it as dropped when the queue is full (lock held).
    private func queue(_ line: [UInt8]) {
        guard queuedBytes + line.count <= capacityBytes else {
            dropped += 1
            return
        }
        lines.append(line)
        queuedBytes += line.count
        pthread_cond_broadcast(changed)
    }

    /// Starts the writer thread the first time a line comes (lock held).
    private func startIfNeeded() {
        guard !started else { return }
        let box = Unmanaged.passRetained(self)
        #if os(Linux)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        defer { pthread_attr_destroy(&attributes) }
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw else { return nil }
                Unmanaged<LogLineQueue>.fromOpaque(raw).takeRetainedValue().writeForever()
                return nil
            }, box.toOpaque())
        if status == 0 { started = true } else { box.release() }
    }

    /// The writer thread: takes what is queued and writes it, blocking on the descriptor if it
    /// must (the daemon's thread never does). It lives as long as the process.
    private func writeForever() {
        while true {
            pthread_mutex_lock(lock)
            while lines.isEmpty && dropped == 0 { pthread_cond_wait(changed, lock) }
            var batch = lines
            lines.removeAll(keepingCapacity: true)
            queuedBytes = 0
            if dropped > 0 {
                batch.insert(
                    Array("\(prefix): [warning] \(dropped) log line\(dropped == 1 ? " was" : "s were") dropped: standard error was not being read\n".utf8),
                    at: 0)
                dropped = 0
            }
            writing = true
            pthread_mutex_unlock(lock)
            _ = DescriptorWriter.writeAll(Array(batch.joined()), to: fd)
            pthread_mutex_lock(lock)
            writing = false
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
        }
    }
}
