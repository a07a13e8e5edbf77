import CPopsplitProcess
import Hummingbird
import PopsplitPreviewLink

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit-preview`: the page server the daemon starts when a preview starts (docs/preview.md,
/// "The page server's pipe"). Reads its `start` frame from stdin, serves until the daemon's
/// stream ends, and exits with the daemon (the end of stdin; on Linux also the parent-death
/// signal). Structured: `main` is async and awaits the application; nothing is detached.
public enum PageServerMain {
    /// Serves; returns the exit status (0 when the daemon stopped it, 1 when it could not start,
    /// 2 when not started by a daemon).
    public static func run() async -> Int32 {
        if isatty(STDIN_FILENO) == 1 {
            let usage = "popsplit-preview: the live preview's page server, started by `popsplit` when a preview starts; not run by hand\n"
            _ = FrameQueue.writeAll(Array(usage.utf8), to: STDERR_FILENO)
            return 2
        }
        // The daemon's death ends this process even if its pipe were held open elsewhere.
        if popsplit_set_parent_death_signal(SIGKILL) != 0 {
            let warning = "popsplit-preview: [warning] prctl(PR_SET_PDEATHSIG) failed (errno \(errno)); the end of stdin still ends it\n"
            _ = FrameQueue.writeAll(Array(warning.utf8), to: STDERR_FILENO)
        }
        signal(SIGPIPE, SIG_IGN)
        var decoder = LinkDecoder(maximumFrameBytes: DaemonLink.maximumFrameBytes)
        guard case .start(let hostText, let port, let tokenText)? = readFirstFrame(&decoder) else { return 1 }
        guard let host = LoopbackHost(hostText), let token = PreviewToken(text: tokenText), (0...65535).contains(port) else {
            fail("the start frame names no loopback address, port and token")
            return 1
        }
        let gate = ServerGate()
        let link = DaemonLink(output: STDOUT_FILENO, gate: gate)
        guard link.queue.start() else {
            fail("cannot start a thread to write to the daemon")
            return 1
        }
        let server = PreviewHTTPServer(gate: gate, link: link)
        let handshake = decoder
        let application = server.application(host: host, port: port, token: token) { bound in
            link.send(.ready(port: bound))
            if !link.startReading(from: STDIN_FILENO, decoder: handshake) { _exit(1) }
        }
        do {
            try await application.runService(gracefulShutdownSignals: [.sigterm])
        } catch {
            fail("\(error)")
            return 1
        }
        return 0
    }

    /// The daemon's first frame, read with blocking reads; nil at the end of input or on bad bytes.
    static func readFirstFrame(_ decoder: inout LinkDecoder) -> LinkFrame? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            do {
                if let frame = try decoder.next() { return frame }
            } catch {
                return nil
            }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            decoder.feed(chunk[0..<count])
        }
    }

    /// Tells the daemon why the server did not start (written at once: nothing else is written
    /// before `ready`).
    static func fail(_ message: String) {
        _ = FrameQueue.writeAll(LinkEncoder.encode(.failed(message: message)), to: STDOUT_FILENO)
    }
}
