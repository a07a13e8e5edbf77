import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The I/O edge, the only impure part of the RPC layer: reads a descriptor with read(2) in a
/// poll(2) loop that honours the session's ``RPCSession/nextDeadline``, cuts frames, drives the
/// ``RPCSession`` and writes its output with write(2).
///
/// Flush policy: everything one read of input produced (every message's
/// notifications, questions and responses, in order) is written in one `write`, or one per
/// 64 KiB (``OutputBuffer/chunkBytes``), once the read's messages have run; so is what a tick or
/// the side channel produced. Nothing is held while the loop blocks: the buffer is written
/// before every `poll` (so a question goes out before the daemon waits for its answer), and
/// before the loop returns (`exit`, the end of input, the client gone). A message that runs
/// late in a read delays the replies of the messages before it by its own run time; that is
/// the price of one write per read. Replies wait for the end of their read because no input can
/// bring the process down (the fuzz targets, the property tests, the bad-input end-to-end tests
/// hold it to that), a write error is answered by ending the session after writing what it can,
/// and the replies of a read are lost only with the process itself (a signal, the OOM killer).
///
/// Replies use the framing the client's stream was detected to use. End of input -> the session
/// closes (pending questions take their defaults, every accepted request is answered) and the
/// loop returns exit code 0; `exit` returns its own code (0 after shutdown, 1 otherwise).
///
/// When a client process is watched (``clientProcessId``, else the session's
/// ``RPCSession/clientProcessId`` from `initialize`), the loop checks at most once a second
/// whether it still exists and returns exit code 1 once it is gone (LSP: `exit` without
/// `shutdown`), even while the input stays open.
public final class StdioTransport {
    /// The descriptor read (the client's messages).
    public let inputFD: Int32
    /// The descriptor written (the replies; a private copy of the real stdout in production).
    public let outputFD: Int32
    /// The clock, in milliseconds (monotonic by default; tests may inject one).
    let clock: () -> Int64
    /// The client process to watch, given on the command line; it wins over the session's
    /// ``RPCSession/clientProcessId`` (from `initialize`).
    public let clientProcessId: Int32?
    /// Whether a process exists (``StdioTransport/processExists(_:)`` by default; tests inject one).
    let processIsAlive: (Int32) -> Bool
    /// When the watched process is next checked, on ``clock``'s scale in milliseconds; nil before
    /// the first check (which comes at once).
    var nextLivenessCheckMs: Int64?
    /// A second input polled beside stdin (the preview page's inbox), if any; nil costs nothing.
    public var sideChannel: (any TransportSideChannel)?
    /// Bytes read per read(2) call.
    static let readSize = 64 * 1024
    /// How often the watched client process is checked, in milliseconds.
    static let livenessIntervalMs: Int64 = 1000

    /// A transport over two descriptors (pipes in tests). Neither is closed by the transport.
    /// `clientProcessId` is the process to watch (`--client-process-id`); `processIsAlive`
    /// tells whether a process exists.
    public init(
        inputFD: Int32, outputFD: Int32, clock: @escaping () -> Int64 = MonotonicClock.nowMs,
        clientProcessId: Int32? = nil, processIsAlive: @escaping (Int32) -> Bool = StdioTransport.processExists
    ) {
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.clock = clock
        self.clientProcessId = clientProcessId
        self.processIsAlive = processIsAlive
    }

    /// The production transport over stdin and stdout. It first opens `/dev/null`
    /// on any of 0, 1 and 2 that is closed, then moves the real stdout to a private descriptor
    /// (close-on-exec, above 2) and points fd 1 at stderr, so that a stray print can never corrupt
    /// the stream; when stderr is the very pipe or file stdout is (`2>&1`, not a terminal), it
    /// points fd 2 at `/dev/null` first, so that no log line lands in the stream. Ignores SIGPIPE.
    /// `clientProcessId` is the process to watch (`--client-process-id`), if any.
    public static func standard(clientProcessId: Int32? = nil) throws(StdioTransportError) -> StdioTransport {
        signal(SIGPIPE, SIG_IGN)
        StandardDescriptors.reserve()
        if StandardDescriptors.shareAStream(STDOUT_FILENO, STDERR_FILENO) { StandardDescriptors.silence(STDERR_FILENO) }
        let privateFD = try divert(STDOUT_FILENO, to: STDERR_FILENO)
        return StdioTransport(inputFD: STDIN_FILENO, outputFD: privateFD, clientProcessId: clientProcessId)
    }

    /// Moves `descriptor` aside: returns a private close-on-exec copy of it (numbered 3 or more,
    /// never one of the standard three), then makes `descriptor` itself a copy of `target`
    /// (stdout -> stderr in production; pipes in tests).
    public static func divert(_ descriptor: Int32, to target: Int32) throws(StdioTransportError) -> Int32 {
        let privateFD = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard privateFD >= 0 else { throw StdioTransportError(call: "fcntl(F_DUPFD_CLOEXEC)", code: errno) }
        guard dup2(target, descriptor) >= 0 else {
            let code = errno
            close(privateFD)
            throw StdioTransportError(call: "dup2", code: code)
        }
        return privateFD
    }

    /// Serves `session` until `exit` or the end of input; returns the exit code. `decoder`
    /// may force a framing; by default it is detected from the first bytes.
    public func run(session: RPCSession, decoder initial: FrameDecoder = FrameDecoder()) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var decoder = initial
        var chunk = [UInt8](repeating: 0, count: StdioTransport.readSize)
        var pending = OutputBuffer()
        let logger = session.logger
        while true {
            // Everything produced so far is written by now: nothing is lost by leaving here, and
            // nothing is held while the loop blocks in poll.
            if clientIsGone(session: session) { return 1 }
            guard wait(for: session, into: &pending) else {
                guard flush(&pending, logger: logger) else { return 0 }
                continue
            }
            var exitCode: Int32?
            let count = chunk.withUnsafeMutableBytes { read(inputFD, $0.baseAddress, $0.count) }
            let now = clock()
            var written = true
            if count < 0, errno == EINTR || errno == EAGAIN {
                let output = session.tick(nowMs: now)
                written = emit(output.wire, encoder: FrameEncoder(mode: decoder.mode ?? .newline), into: &pending, logger: logger)
                exitCode = output.exitCode
            } else if count <= 0 {
                if count < 0 { logger.log(.error, "read failed (errno \(errno)): treated as end of input") }
                let encoder = FrameEncoder(mode: decoder.mode ?? .newline)
                for event in decoder.finish() where written {
                    written = emit(session.receive(event, nowMs: now).wire, encoder: encoder, into: &pending, logger: logger)
                }
                let output = session.close(nowMs: now)
                if written { written = emit(output.wire, encoder: encoder, into: &pending, logger: logger) }
                exitCode = output.exitCode ?? 0
            } else {
                let events = chunk.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                if let mode = decoder.mode { session.framing = mode }
                let encoder = FrameEncoder(mode: decoder.mode ?? .newline)
                // The read's replies gather in `pending` (written per 64 KiB) and go out together below.
                for event in events where exitCode == nil && written {
                    let output = session.receive(event, nowMs: now)
                    written = emit(output.wire, encoder: encoder, into: &pending, logger: logger)
                    exitCode = output.exitCode
                }
                if exitCode == nil, written {
                    let output = session.tick(nowMs: now)
                    written = emit(output.wire, encoder: encoder, into: &pending, logger: logger)
                    exitCode = output.exitCode
                }
            }
            guard written, flush(&pending, logger: logger) else { return exitCode ?? 0 }
            if let exitCode { return exitCode }
        }
    }
}
