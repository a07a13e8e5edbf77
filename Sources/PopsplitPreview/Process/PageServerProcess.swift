import PopsplitPreviewLink
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The page server (`popsplit-preview`), a child process of the daemon: it holds the sockets and
/// the pages' outboxes, and nothing of the scenes. The daemon writes it frames on its stdin (the
/// ``FrameQueue``'s writer thread, bounded at ``queueCapacityBytes``) and a reader thread reads
/// what pages said from its stdout into the ``PreviewInbox``, in arrival order. It exits when the
/// daemon does (end of its stdin; on Linux also `PR_SET_PDEATHSIG`).
public final class PageServerProcess: PageOutlet, @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    /// The frames to the child's stdin.
    let queue: FrameQueue
    /// The read end of the child's stdout.
    let readFD: Int32
    /// The bytes read during the handshake and not yet cut (handed to the reader thread).
    let handshake: LinkDecoder
    /// Whether the process ended (its stdout closed), set by the reader thread.
    let ended = Mutex(false)

    /// The most bytes of frames waiting for the page server; past them it has stopped reading
    /// (its threads are stuck): it is killed, and its pages close with it.
    public static let queueCapacityBytes = 64 << 20
    /// The longest frame read from the page server (a page's message is at most 64 KiB).
    public static let maximumFrameBytes = 1 << 20
    /// How long the page server has to bind its socket, in milliseconds.
    public static let startTimeoutMs: Int64 = 10_000

    /// A started child.
    init(pid: pid_t, writeFD: Int32, readFD: Int32, handshake: LinkDecoder) {
        self.pid = pid
        self.readFD = readFD
        self.handshake = handshake
        queue = FrameQueue(descriptor: writeFD, capacityBytes: Self.queueCapacityBytes)
    }

    /// The page server's path: `popsplit-preview` beside the daemon's own executable
    /// (`/proc/self/exe` on Linux, else the path it was started by).
    public static func besideThisExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var path = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        if path.isEmpty { path = CommandLine.arguments.first ?? "popsplit" }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return directory + "/popsplit-preview"
    }

    /// Starts the page server at `path`, has it bind `host`:`port` with `token`, and waits (at
    /// most ``startTimeoutMs``) for it to listen; returns the process and the port bound.
    public static func launch(path: String, host: String, port: Int, token: String) throws(PreviewStartError) -> (
        process: PageServerProcess, port: Int
    ) {
        guard access(path, X_OK) == 0 else {
            throw PreviewStartError(
                message:
                    "no page server at \(path): popsplit-preview is installed beside popsplit (build it with `swift build --product popsplit-preview`, or `swift build` for every product)"
            )
        }
        let child = try ChildSpawn.spawn(path: path)
        var handshake = LinkDecoder(maximumFrameBytes: maximumFrameBytes)
        guard FrameQueue.writeAll(LinkEncoder.encode(.start(host: host, port: port, token: token)), to: child.writeFD) else {
            let code = errno
            ChildSpawn.abandon(child)
            throw PreviewStartError(message: "the page server did not take its start (errno \(code))")
        }
        let bound: Int
        do {
            bound = try ChildSpawn.awaitReady(child.readFD, decoder: &handshake, timeoutMs: startTimeoutMs)
        } catch {
            ChildSpawn.abandon(child)
            throw error
        }
        let process = PageServerProcess(pid: child.pid, writeFD: child.writeFD, readFD: child.readFD, handshake: handshake)
        guard process.queue.start() else {
            ChildSpawn.abandon(child)
            throw PreviewStartError(message: "cannot start a thread to write to the page server")
        }
        return (process, bound)
    }

    /// Starts the reader thread: frames from the page server become ``InboxItem``s in `inbox`;
    /// when the page server's stdout ends, the child is reaped and
    /// ``InboxItem/serverEnded(_:)`` follows. False when the thread could not be created.
    func startReading(into inbox: PreviewInbox) -> Bool {
        LinkThread.start { [self] in
            var pages: [Int: RemotePage] = [:]
            var decoder = handshake
            let end = LinkReader.run(descriptor: readFD, decoder: &decoder) { frame in
                take(frame, pages: &pages, inbox: inbox)
                return true
            }
            if case .badFrame = end { kill(pid, SIGKILL) }
            ended.withLock { $0 = true }
            queue.finish()
            close(readFD)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            inbox.put(.serverEnded(self))
        }
    }

    /// One frame from the page server, on the reader thread.
    func take(_ frame: LinkFrame, pages: inout [Int: RemotePage], inbox: PreviewInbox) {
        switch frame {
        case .opened(let id, let scene):
            let page = RemotePage(id: id, scene: scene, outlet: self)
            pages[id] = page
            inbox.put(.opened(page))
        case .message(let id, let text):
            guard let page = pages[id] else { return }
            if !inbox.put(.message(page, text)) {
                deliver(.send(page: id, text: PageMessages.error("the daemon is busy: message dropped")))
            }
        case .closed(let id):
            guard let page = pages.removeValue(forKey: id) else { return }
            inbox.put(.closed(page))
        case .start, .send, .picture, .close, .allowOrigin, .stop, .ready, .failed:
            break
        }
    }

    /// Whether the process ended.
    public var hasEnded: Bool { ended.withLock { $0 } }

    /// Queues `frame` for the page server. A message too large for the queue is replaced by an
    /// `error` message to its page; a queue past its bound means the page server stopped reading:
    /// it is killed (its pages close with it; the hub hears ``InboxItem/serverEnded(_:)``).
    public func deliver(_ frame: LinkFrame) {
        let bytes = LinkEncoder.encode(frame)
        if bytes.count > Self.queueCapacityBytes, case .send(let page, _) = frame {
            let notice = PageMessages.error("a message of \(bytes.count) bytes is too large for the page")
            _ = queue.put(.send(page: page, text: notice))
            return
        }
        guard !queue.put(bytes: bytes) else { return }
        if !hasEnded { kill(pid, SIGKILL) }
    }

    /// Asks the page server to close its pages and exit; the reader thread reaps it.
    public func stop() {
        _ = queue.put(.stop)
        queue.finish()
    }
}
