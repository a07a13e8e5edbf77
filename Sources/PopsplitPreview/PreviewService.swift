import PopsplitJSON
import PopsplitPreviewLink
import PopsplitRPC
import PopsplitService

/// The preview page, put together: the hub on the session's thread, the inbox between
/// threads, the page server (`popsplit-preview`, a child process) started on the first
/// `preview/start` (one per daemon), the token. Attach it with ``attach(to:)`` and run the
/// session with ``handler`` and ``inbox`` as the transport's side channel.
public final class PreviewService: PreviewControl {
    /// The preview's side of the session's thread.
    public let hub: PreviewHub
    /// The inbox between the page server's reader thread (and the file watcher) and the session.
    public let inbox: PreviewInbox
    /// The session's handler (the server, observed by the hub).
    public let handler: PreviewHandler
    /// The token of every URL.
    public let token: PreviewToken
    /// The page server's executable (``PageServerProcess/besideThisExecutable()`` by default).
    public let pageServerPath: String
    /// The page server and where it listens, once started.
    var running: (process: PageServerProcess, host: LoopbackHost, port: Int)?
    /// Called once the server first runs (the executable then polls ``inbox`` beside stdin).
    public var onStart: (() -> Void)?

    /// A preview of `server`'s scenes, keeping `timelineCapacity` steps and `timelineByteLimit`
    /// bytes of them per scene, with `token` (a fresh random one by default), whose page server
    /// is `pageServerPath`. Throws when the inbox's wake-up pipe cannot be made.
    public init(
        server: PopsplitServer, timelineCapacity: Int = 500, timelineByteLimit: Int = PreviewHub.defaultTimelineByteLimit,
        token: PreviewToken = .random(), pageServerPath: String = PageServerProcess.besideThisExecutable()
    ) throws(PreviewStartError) {
        hub = PreviewHub(server: server, timelineCapacity: timelineCapacity, timelineByteLimit: timelineByteLimit)
        inbox = try PreviewInbox()
        inbox.hub = hub
        hub.requestPublish = { [weak inbox] in inbox?.put(.publish) }
        handler = PreviewHandler(server: server, hub: hub)
        self.token = token
        self.pageServerPath = pageServerPath
        server.preview = self
        hub.onServerEnded = { [unowned self] process in
            if running?.process === process { running = nil }
        }
    }

    /// The port and host the server listens on, when it runs.
    public var address: (host: String, port: Int)? { running.map { ($0.host.urlHost, $0.port) } }

    /// The page server's process id, when it runs.
    public var pageServerPid: Int32? { running?.process.pid }

    /// Starts the page server when it is not running (again, when it ended), and returns the
    /// page's URL for `scene` (the scene list when nil).
    public func start(scene: String?, port: Int?, host: String?) throws(RPCError) -> (url: String, port: Int) {
        if let current = running, current.process.hasEnded { running = nil }
        if running == nil {
            guard let loopback = LoopbackHost(host ?? LoopbackHost.standard.address) else {
                throw RPCError.invalidParams(
                    path: "params.host", expected: "a loopback address (127.0.0.1, another 127.x.y.z, ::1, localhost)",
                    got: "\"\(String((host ?? "").prefix(100)))\"")
            }
            let launched: (process: PageServerProcess, port: Int)
            do {
                launched = try PageServerProcess.launch(path: pageServerPath, host: loopback.address, port: port ?? 0, token: token.text)
            } catch {
                throw RPCError(code: PreviewErrorCode.unavailable, message: "the preview server could not start: \(error.message)")
            }
            guard launched.process.startReading(into: inbox) else {
                launched.process.stop()
                throw RPCError(
                    code: PreviewErrorCode.unavailable,
                    message: "the preview server could not start: cannot start a thread to read from the page server")
            }
            running = (launched.process, loopback, launched.port)
            onStart?()
        }
        guard let running else { throw RPCError(code: PreviewErrorCode.unavailable, message: "the preview server is not running") }
        if let scene { hub.watch(scene) }
        return (url(scene: scene, host: running.host, port: running.port), running.port)
    }

    /// `PreviewControl`: starts the server for an open scene.
    public func start(scene: String, port: Int?, host: String?, externalOrigin: String?) throws(RPCError) -> (
        url: String, port: Int, externalOrigin: String?
    ) {
        var origin: ExternalOrigin?
        if let externalOrigin {
            guard let parsed = ExternalOrigin(externalOrigin) else {
                throw RPCError.invalidParams(
                    path: "params.externalOrigin",
                    expected: "an http or https origin (scheme://host[:port], nothing after: what VS Code's asExternalUri answers, without its path)",
                    got: "\"\(String(externalOrigin.prefix(100)))\"")
            }
            origin = parsed
        }
        let started = try start(scene: Optional(scene), port: port, host: host)
        if let origin { running?.process.deliver(.allowOrigin(origin.text)) }
        return (started.url, started.port, origin?.text)
    }

    /// The page's URL for `scene`.
    func url(scene: String?, host: LoopbackHost, port: Int) -> String {
        var url = "http://\(host.urlHost):\(port)/?"
        if let scene { url += "scene=\(QueryText.encode(scene))&" }
        return url + "token=\(token.text)"
    }

    /// Stops the page server and closes its pages.
    public func stop() {
        hub.closeAll()
        running?.process.stop()
        running = nil
    }

    /// Outlines `node` in the pages of `scene`.
    public func highlight(scene: String, node: String?) {
        hub.highlight(scene: scene, node: node)
    }
}
