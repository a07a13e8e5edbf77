import PopsplitPreviewLink
import PopsplitRPC
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread-safe inbox between the page server's reader thread (and the file watcher) and the
/// session's thread: items are put from any thread (bounded), a pipe wakes the stdio loop's poll,
/// and ``drain(into:nowMs:)`` hands them to the ``PreviewHub`` in arrival order on the session's
/// thread.
public final class PreviewInbox: TransportSideChannel, @unchecked Sendable {
    /// The items waiting, and whether the pipe holds a wake-up byte.
    let box = Mutex<(items: [InboxItem], signalled: Bool)>(([], false))
    /// The pipe's read end (polled).
    let readFD: Int32
    /// The pipe's write end.
    let writeFD: Int32
    /// The most items waiting; beyond, page messages are refused.
    public let capacity: Int
    /// Who takes the items (set once, before the first drain, on the session's thread; the
    /// ``PreviewService`` owns both).
    public weak var hub: PreviewHub?

    /// An inbox with its own pipe (non-blocking, close-on-exec); throws when the pipe cannot be
    /// made.
    public init(capacity: Int = 4096) throws(PreviewStartError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw PreviewStartError(message: "cannot create the preview's wake-up pipe (errno \(errno))") }
        for fd in fds {
            guard fcntl(fd, F_SETFD, FD_CLOEXEC) == 0, fcntl(fd, F_SETFL, O_NONBLOCK) == 0 else {
                let code = errno
                close(fds[0])
                close(fds[1])
                throw PreviewStartError(message: "cannot set up the preview's wake-up pipe (errno \(code))")
            }
        }
        readFD = fds[0]
        writeFD = fds[1]
        self.capacity = capacity
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// The descriptor the stdio loop polls.
    public var wakeDescriptor: Int32 { readFD }

    /// Puts an item in (from any thread); false when the inbox is full (the item is dropped;
    /// everything but a page's message always gets in).
    @discardableResult
    public func put(_ item: InboxItem) -> Bool {
        let mustSignal = box.withLock { state -> Bool? in
            if case .message = item, state.items.count >= capacity { return nil }
            state.items.append(item)
            defer { state.signalled = true }
            return !state.signalled
        }
        guard let mustSignal else { return false }
        if mustSignal {
            // The pipe is empty when not signalled, so the byte fits; EAGAIN would mean a byte is
            // there already, which wakes the loop all the same.
            var byte: UInt8 = 1
            while write(writeFD, &byte, 1) < 0 && errno == EINTR {}
        }
        return true
    }

    /// Takes every item waiting, oldest first, and empties the pipe.
    func takeAll() -> [InboxItem] {
        var buffer = [UInt8](repeating: 0, count: 64)
        // Non-blocking: ends at EAGAIN once the pipe is empty (it holds one byte at most).
        while read(readFD, &buffer, buffer.count) > 0 {}
        return box.withLock { state in
            defer {
                state.items = []
                state.signalled = false
            }
            return state.items
        }
    }

    /// Runs the waiting items through the hub and the session.
    public func drain(into session: RPCSession, nowMs: Int64) -> RPCSessionOutput {
        var output = RPCSessionOutput()
        let items = takeAll()
        guard let hub else { return output }
        for item in items where output.exitCode == nil {
            let produced = hub.process(item, session: session, nowMs: nowMs)
            output.wire.append(contentsOf: produced.wire)
            output.exitCode = produced.exitCode
        }
        return output
    }
}
