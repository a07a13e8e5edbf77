import Hummingbird

/// The router behind the guard: a request that fails the ``RequestGuard`` (token, `Host`) is
/// answered 403 before any route is looked up, so an unknown path says nothing either.
struct GuardedResponder: HTTPResponder {
    /// The routes.
    let routes: RouterResponder<BasicRequestContext>
    /// The shared guard.
    let gate: ServerGate

    /// 403, or the route's answer.
    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        guard PreviewHTTPServer.allowed(request, gate: gate) != nil else { return PageResponses.refusal(.forbidden) }
        return try await routes.respond(to: request, context: context)
    }
}
