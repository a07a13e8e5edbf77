import NIOConcurrencyHelpers
import PopsplitRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The thread-safe inbox between the preview server's threads and the session's thread: items
/// are put from any thread (bounded), a pipe wakes the stdio loop's poll, and ``drain(into:nowMs:)``
/// hands them to the ``PreviewHub`` in arrival order on the session's thread.
public final class PreviewInbox: TransportSideChannel, @unchecked Sendable {
    /// The items waiting, and whether the pipe holds a wake-up byte.
    let box = NIOLockedValueBox<(items: [InboxItem], signalled: Bool)>(([], false))
    /// The pipe's read end (polled) and write end.
    let readFD: Int32
    /// The pipe's write end.
    let writeFD: Int32
    /// The most items waiting; beyond, page messages are refused.
    public let capacity: Int
    /// Who takes the items (set once, before the first drain; weak: the ``PreviewService`` owns
    /// both).
    public weak var hub: PreviewHub?

    /// An inbox with its own pipe.
    public init(capacity: Int = 4096) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
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
    /// opening and closing always get in).
    @discardableResult
    public func put(_ item: InboxItem) -> Bool {
        let mustSignal = box.withLockedValue { state -> Bool? in
            if case .message = item, state.items.count >= capacity { return nil }
            state.items.append(item)
            defer { state.signalled = true }
            return !state.signalled
        }
        guard let mustSignal else { return false }
        if mustSignal {
            var byte: UInt8 = 1
            _ = write(writeFD, &byte, 1)
        }
        return true
    }

    /// Takes every item waiting, oldest first, and empties the pipe.
    func takeAll() -> [InboxItem] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readFD, &buffer, buffer.count) > 0 {}
        return box.withLockedValue { state in
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
