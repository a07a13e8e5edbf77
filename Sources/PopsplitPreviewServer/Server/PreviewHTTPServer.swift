import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import PopsplitPreviewLink

/// The HTTP and WebSocket server of the preview page: serves the page and its two assets, and
/// upgrades `/ws` to a page connection, through Hummingbird's router (the WebSocket through the
/// router's upgrade support). Every request head passes the ``ConnectionGuardHandler`` (the
/// ``RequestGuard`` and HTTP's rules, on the raw bytes before any content is read) and then the
/// ``PageGuardMiddleware``; the connections are bounded as ``PageLimits`` says (the accept loop
/// never stops: a pending connection is shed instead); at most ``PageLimits/maximumPages`` pages
/// are open (else 400). What pages send goes to the daemon through the ``DaemonLink``; nothing
/// here knows a scene.
struct PreviewHTTPServer: Sendable {
    /// The shared gate (guard, page count, connections).
    let gate: ServerGate
    /// Where pages' messages go.
    let link: any PageEvents

    /// The application serving `host`:`port` (0: an ephemeral port) with `token`; `onRunning` is
    /// told the port bound once the socket listens (the guard is armed first).
    func application(host: LoopbackHost, port: Int, token: PreviewToken, onRunning: @escaping @Sendable (Int) async -> Void)
        -> some ApplicationProtocol
    {
        let gate = self.gate
        var logger = Logger(label: "popsplit.preview")
        logger.logLevel = .critical
        let routes = Self.pageRouter(gate: gate).buildResponder()
        let sockets = Self.socketRouter(gate: gate, link: link).buildResponder()
        return Application(
            responder: routes,
            server: HTTPServerBuilder { responder in
                GuardedChildChannel(
                    inner: HTTP1WebSocketUpgradeChannel(
                        responder: responder, webSocketResponder: sockets,
                        configuration: .init(
                            http1: .init(
                                additionalChannelHandlers: [ResponseEndMarker()],
                                idleTimeout: .seconds(PageLimits.idleTimeoutSeconds)),
                            ws: .init(
                                maxFrameSize: PageLimits.maximumFrameBytes, autoPing: .disabled,
                                closeTimeout: .seconds(PageLimits.closeTimeoutSeconds), validateUTF8: true))),
                    gate: gate)
            },
            configuration: .init(address: .hostname(host.address, port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                gate.requestGuard = RequestGuard(token: token, host: host, port: bound)
                await onRunning(bound)
            },
            logger: logger
        )
    }

    /// The page's routes behind the guard middleware: the page, its assets, and `/ws` without an
    /// upgrade (400).
    static func pageRouter(gate: ServerGate) -> Router<PageRequestContext> {
        let router = Router(context: PageRequestContext.self)
        addPageRoutes(to: router, gate: gate)
        return router
    }

    /// Adds the guard middleware and the page's routes to `router`.
    static func addPageRoutes(to router: Router<PageRequestContext>, gate: ServerGate) {
        router.add(middleware: PageGuardMiddleware(gate: gate))
        router.get("/") { _, _ -> Response in
            guard let allowed = gate.requestGuard else { return PageResponses.refusal(.forbidden) }
            return PageResponses.page(nonce: PreviewToken.random().text, guard: allowed)
        }
        router.get("/page.js") { _, _ -> Response in
            PageResponses.asset(PageAssets.javaScript, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/page.css") { _, _ -> Response in
            PageResponses.asset(PageAssets.css, contentType: "text/css; charset=utf-8")
        }
        router.get("/ws") { _, _ -> Response in PageResponses.refusal(.badRequest) }
    }

    /// The WebSocket's route behind the same middleware: `/ws` upgrades while a page slot is free
    /// (else the upgrade fails: 400 with an empty body, closed). A page whose stream fails
    /// (invalid UTF-8, an oversized message) is closed by hummingbird-websocket with the
    /// failure's status.
    static func socketRouter(gate: ServerGate, link: any PageEvents) -> Router<PageRequestContext> {
        let router = Router(context: PageRequestContext.self)
        router.add(middleware: PageGuardMiddleware(gate: gate))
        router.ws(
            "/ws",
            shouldUpgrade: { _, context in
                guard let id = gate.reservePage() else { return .dontUpgrade }
                context.reservedPage.withLockedValue { $0 = id }
                return .upgrade([:])
            },
            onUpgrade: { inbound, outbound, context in
                guard let id = context.requestContext.reservedPage.withLockedValue({ $0 }) else { return }
                let scene = context.request.uri.queryParameters["scene"].flatMap { $0.isEmpty ? nil : String($0.prefix(1000)) }
                let connection = PageConnection(
                    id: id, scene: scene, channel: context.requestContext.channel, capacity: PageLimits.outboxCapacity)
                defer {
                    gate.releasePage()
                    link.closed(connection)
                }
                guard link.opened(connection) else {
                    connection.close()
                    return
                }
                do {
                    try await PageSocket.serve(connection, inbound: inbound, outbound: outbound, link: link)
                } catch {
                    connection.finish()
                    throw error
                }
                connection.close()
            })
        return router
    }
}
