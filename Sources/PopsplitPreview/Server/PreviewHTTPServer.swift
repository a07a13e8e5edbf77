import Dispatch
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// The HTTP and WebSocket server of the preview page, on Hummingbird's own threads: serves the
/// page and its two assets, and upgrades `/ws` to a page connection. Every request head passes
/// the ``ConnectionGuardHandler`` (the ``RequestGuard`` and HTTP's rules, before any content is
/// read) and again the ``GuardedResponder``; the connections are bounded as ``PageLimits`` says
/// (the accept loop never stops: a pending connection is shed instead); at most
/// ``PageLimits/maximumPages`` pages are open (else 400). What pages send goes into the
/// ``PreviewInbox``; nothing here touches the model.
final class PreviewHTTPServer: Sendable {
    /// The shared gate (guard, page count).
    let gate = ServerGate()
    /// Where page messages go.
    let inbox: PreviewInbox
    /// The running server's task.
    let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    /// A server feeding `inbox`.
    init(inbox: PreviewInbox) {
        self.inbox = inbox
    }

    /// Binds `host`:`port` (0: an ephemeral port) and starts serving; returns the port bound.
    /// Waits at most 10 s for the socket.
    func start(host: LoopbackHost, port: Int, token: PreviewToken) throws(PreviewStartError) -> Int {
        let bound = NIOLockedValueBox<Result<Int, PreviewStartError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let gate = self.gate
        var logger = Logger(label: "popsplit.preview")
        logger.logLevel = .critical
        let app = Application(
            responder: GuardedResponder(routes: makeRouter().buildResponder(), gate: gate),
            server: HTTPServerBuilder { [inbox] responder in
                GuardedChildChannel(
                    inner: HTTP1WebSocketUpgradeChannel(
                        responder: responder,
                        configuration: .init(
                            http1: .init(
                                additionalChannelHandlers: [ResponseEndMarker()],
                                idleTimeout: .seconds(PageLimits.idleTimeoutSeconds)),
                            ws: .init(
                                maxFrameSize: PageLimits.maximumFrameBytes, autoPing: .disabled,
                                closeTimeout: .seconds(PageLimits.closeTimeoutSeconds), validateUTF8: true))
                    ) { request, channel, _ in
                        PreviewHTTPServer.upgrade(request, channel: channel, gate: gate, inbox: inbox)
                    },
                    gate: gate)
            },
            configuration: .init(
                address: .hostname(host.address, port: port), serverName: nil),
            onServerRunning: { channel in
                let actual = channel.localAddress?.port ?? port
                gate.requestGuard = RequestGuard(token: token, host: host, port: actual)
                bound.withLockedValue { $0 = .success(actual) }
                ready.signal()
            },
            logger: logger
        )
        let running = Task.detached {
            do {
                try await app.runService(gracefulShutdownSignals: [])
            } catch {
                bound.withLockedValue { if $0 == nil { $0 = .failure(PreviewStartError(message: "\(error)")) } }
            }
            bound.withLockedValue { if $0 == nil { $0 = .failure(PreviewStartError(message: "the server stopped")) } }
            ready.signal()
        }
        task.withLockedValue { $0 = running }
        if ready.wait(timeout: .now() + .seconds(10)) == .timedOut {
            running.cancel()
            throw PreviewStartError(message: "the server did not start within 10 s")
        }
        switch bound.withLockedValue({ $0 }) {
        case .success(let port)?: return port
        case .failure(let error)?: throw error
        case nil: throw PreviewStartError(message: "the server did not start")
        }
    }

    /// Stops serving (pages are closed by the hub).
    func stop() {
        let running = task.withLockedValue { task in
            defer { task = nil }
            return task
        }
        running?.cancel()
        gate.requestGuard = nil
    }

    /// The routes: the page, its assets, and `/ws` without an upgrade (400).
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        let gate = self.gate
        router.get("/") { request, _ -> Response in
            guard let allowed = PreviewHTTPServer.allowed(request, gate: gate) else { return PageResponses.refusal(.forbidden) }
            return PageResponses.page(nonce: PreviewToken.random().text, token: allowed.token, origins: allowed.ownOrigins)
        }
        router.get("/page.js") { request, _ -> Response in
            guard PreviewHTTPServer.allowed(request, gate: gate) != nil else { return PageResponses.refusal(.forbidden) }
            return PageResponses.asset(PageAssets.javaScript, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/page.css") { request, _ -> Response in
            guard PreviewHTTPServer.allowed(request, gate: gate) != nil else { return PageResponses.refusal(.forbidden) }
            return PageResponses.asset(PageAssets.css, contentType: "text/css; charset=utf-8")
        }
        router.get("/ws") { _, _ -> Response in PageResponses.refusal(.badRequest) }
        return router
    }

    /// The guard when `request` passes it (token and `Host`), else nil.
    static func allowed(_ request: Request, gate: ServerGate) -> RequestGuard? {
        guard let requestGuard = gate.requestGuard, let target = RequestTarget(request.uri.description) else { return nil }
        let refusal = requestGuard.refusal(
            token: target.query["token"], hostHeader: request.head.authority, origin: nil, isWebSocket: false)
        return refusal == nil ? requestGuard : nil
    }

    /// Whether to upgrade a request to a page connection: `/ws` only, the guard passed (the
    /// `Origin` too), a page slot free. The ``ConnectionGuardHandler`` already answered 403 to
    /// an upgrade that fails the guard, and 400 to one that is not a connection's first request;
    /// Hummingbird answers any other refused upgrade (16 pages open) 400 with an empty body, and
    /// closes. A page whose stream fails (invalid UTF-8, an oversized message) is closed by
    /// hummingbird-websocket with the failure's status.
    static func upgrade(
        _ request: HTTPRequest, channel: any Channel, gate: ServerGate, inbox: PreviewInbox
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard let requestGuard = gate.requestGuard, let target = RequestTarget(request.path ?? ""), target.path == "/ws" else {
            return .dontUpgrade
        }
        let origin = request.headerFields[.origin]
        guard
            requestGuard.refusal(token: target.query["token"], hostHeader: request.authority, origin: origin, isWebSocket: true)
                == nil
        else { return .dontUpgrade }
        guard let id = gate.reservePage() else { return .dontUpgrade }
        let scene = target.query["scene"].flatMap { $0.isEmpty ? nil : String($0.prefix(1000)) }
        let connection = PageConnection(id: id, scene: scene, channel: channel, capacity: PageLimits.outboxCapacity)
        return .upgrade([:]) { inbound, outbound, _ in
            defer {
                gate.releasePage()
                inbox.put(.closed(connection))
            }
            inbox.put(.opened(connection))
            do {
                try await PageSocket.serve(connection, inbound: inbound, outbound: outbound, inbox: inbox)
            } catch {
                connection.finish()
                throw error
            }
            connection.close()
        }
    }
}
