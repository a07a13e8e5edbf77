import NIOConcurrencyHelpers
import PopsplitPreviewLink

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The page server's end of the pipe to the daemon: what pages do goes out on stdout as frames
/// (through a ``FrameQueue`` of at most ``queueCapacityBytes``: past it a page's message is
/// dropped and the page told the daemon is busy), and what the daemon sends on stdin is handed
/// to the pages by a reader thread. The end of stdin (the daemon is gone) or `stop` ends the
/// process.
final class DaemonLink: PageEvents, Sendable {
    /// The frames to the daemon.
    let queue: FrameQueue
    /// The open pages, by id.
    let pages = NIOLockedValueBox<[Int: PageConnection]>([:])
    /// The server's gate, told of external origins.
    let gate: ServerGate

    /// The most bytes of frames waiting for the daemon.
    static let queueCapacityBytes = 16 << 20
    /// The longest frame the daemon may send (a page's picture or message).
    static let maximumFrameBytes = (64 << 20) + (64 << 10)

    /// A link writing to `output` (stdout); a failed write means the daemon is gone, and the
    /// process exits.
    init(output: Int32, gate: ServerGate) {
        self.gate = gate
        queue = FrameQueue(descriptor: output, capacityBytes: Self.queueCapacityBytes, onFailure: { _exit(0) })
    }

    /// Queues `frame` for the daemon; false when the queue is full.
    @discardableResult
    func send(_ frame: LinkFrame) -> Bool { queue.put(frame) }

    /// Tells the daemon a page connected.
    func opened(_ connection: PageConnection) -> Bool {
        pages.withLockedValue { $0[connection.id] = connection }
        guard send(.opened(page: connection.id, scene: connection.scene)) else {
            pages.withLockedValue { $0[connection.id] = nil }
            return false
        }
        return true
    }

    /// Hands a page's message to the daemon.
    func message(_ connection: PageConnection, text: String) -> Bool {
        send(.message(page: connection.id, text: text))
    }

    /// Tells the daemon a page disconnected (should the queue be full, the daemon's later frames
    /// for the page find no page and are dropped).
    func closed(_ connection: PageConnection) {
        let known = pages.withLockedValue { $0.removeValue(forKey: connection.id) != nil }
        if known { send(.closed(page: connection.id)) }
    }

    /// The page `id`, if open.
    func page(_ id: Int) -> PageConnection? { pages.withLockedValue { $0[id] } }

    /// Starts the thread reading the daemon's frames from `input` (after those `decoder` holds);
    /// the process exits when the daemon's stream ends or says `stop`. False when the thread could
    /// not be created.
    func startReading(from input: Int32, decoder: LinkDecoder) -> Bool {
        LinkThread.start { [self] in
            var decoder = decoder
            _ = LinkReader.run(descriptor: input, decoder: &decoder) { frame in self.handle(frame) }
            // The daemon is gone or stopped the preview: the sockets close with the process.
            _exit(0)
        }
    }

    /// One frame from the daemon; false for `stop`.
    func handle(_ frame: LinkFrame) -> Bool {
        switch frame {
        case .send(let id, let text): page(id)?.send(text)
        case .picture(let picture): page(picture.page)?.receive(picture)
        case .close(let id): page(id)?.close()
        case .allowOrigin(let text): if let origin = ExternalOrigin(text) { gate.allow(origin) }
        case .stop: return false
        case .start, .ready, .failed, .opened, .message, .closed: break
        }
        return true
    }
}
