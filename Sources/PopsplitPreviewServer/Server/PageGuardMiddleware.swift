import Hummingbird

/// The one middleware in front of every route, the WebSocket's included: a request without the
/// token, with a foreign `Host`, or (an upgrade) with a foreign `Origin` is answered 403 before
/// any route is looked up, so an unknown path says nothing either. It is the second line: the
/// ``ConnectionGuardHandler`` has checked the same on the raw head before Hummingbird read it,
/// answering a refused upgrade 403 itself; here a refused upgrade can only fail the upgrade,
/// which hummingbird-websocket answers 400 with an empty body.
struct PageGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The shared guard.
    let gate: ServerGate

    /// 403, or what the routes answer.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.allows(request, gate: gate) else { return PageResponses.refusal(.forbidden) }
        return try await next(request, context)
    }

    /// Whether `request` passes the guard: the token (`?token=`, Hummingbird's query parsing),
    /// the `Host` and, on an upgrade, the `Origin`.
    static func allows(_ request: Request, gate: ServerGate) -> Bool {
        guard let requestGuard = gate.requestGuard else { return false }
        let isWebSocket = request.headers[.upgrade]?.lowercased().contains("websocket") == true
        let refusal = requestGuard.refusal(
            token: request.uri.queryParameters["token"].map(String.init), hostHeader: request.head.authority,
            origin: isWebSocket ? request.headers[.origin] : nil, isWebSocket: isWebSocket)
        return refusal == nil
    }
}
