import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PopsplitPreviewLink
import Testing

@testable import PopsplitPreviewServer

/// The page server's routes in process (HummingbirdTesting): the one guard middleware answers
/// 403 to a request without the token, with a foreign `Host` or, on an upgrade, a foreign
/// `Origin`, before any route (an unknown path says nothing either); the page carries its
/// security headers; `/ws` without an upgrade is 400.
@Suite struct PageGuardMiddlewareTests {
    /// The token of the tests.
    static let token = PreviewToken(text: "0123456789abcdef0123456789abcdef") ?? .random()

    /// Sets the request's authority from the `X-Test-Host` header: the router's test client always
    /// says `localhost`, and the guard wants the port too.
    struct TestAuthority<Context: RequestContext>: RouterMiddleware {
        /// The request with its authority replaced.
        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            var head = request.head
            if let name = HTTPField.Name("X-Test-Host") { head.authority = request.headers[name] }
            return try await next(Request(head: head, body: request.body), context)
        }
    }

    /// The page's router behind the test authority, its guard armed for 127.0.0.1:4567.
    static func application() -> some ApplicationProtocol {
        let gate = ServerGate()
        gate.requestGuard = RequestGuard(token: token, host: .standard, port: 4567)
        let router = Router(context: PageRequestContext.self)
        router.add(middleware: TestAuthority())
        PreviewHTTPServer.addPageRoutes(to: router, gate: gate)
        return Application(router: router)
    }

    /// Headers naming `host` (and `origin`, `upgrade`).
    static func headers(host: String, origin: String? = nil, upgrade: Bool = false) -> HTTPFields {
        var fields = HTTPFields()
        if let name = HTTPField.Name("X-Test-Host") { fields[name] = host }
        if let origin { fields[.origin] = origin }
        if upgrade { fields[.upgrade] = "websocket" }
        return fields
    }

    @Test func theOwnerIsServedWithTheSecurityHeaders() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/?token=\(Self.token.text)", method: .get, headers: Self.headers(host: "127.0.0.1:4567")) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let policy = HTTPField.Name("Content-Security-Policy").flatMap { response.headers[$0] }
                #expect(policy?.contains("default-src 'none'") == true)
                #expect(String(buffer: response.body).contains("token=\(Self.token.text)"))
            }
            try await client.execute(uri: "/page.js?token=\(Self.token.text)", method: .get, headers: Self.headers(host: "localhost:4567")) {
                #expect($0.status == .ok && $0.headers[.contentType] == "text/javascript; charset=utf-8")
            }
            try await client.execute(uri: "/ws?token=\(Self.token.text)", method: .get, headers: Self.headers(host: "127.0.0.1:4567")) {
                #expect($0.status == .badRequest)
            }
        }
    }

    @Test func everyRouteAndUnknownPathIsRefusedWithoutTheTokenOrWithAForeignHost() async throws {
        try await Self.application().test(.router) { client in
            for path in ["/", "/page.js", "/page.css", "/ws", "/nothing"] {
                for (query, host) in [
                    ("", "127.0.0.1:4567"), ("?token=0000", "127.0.0.1:4567"), ("?token=\(Self.token.text)", "evil.example:4567"),
                    ("?token=\(Self.token.text)", "127.0.0.1:80"),
                ] {
                    try await client.execute(uri: path + query, method: .get, headers: Self.headers(host: host)) {
                        #expect($0.status == .forbidden, "\(path)\(query) \(host)")
                        #expect(String(buffer: $0.body) == "Forbidden\n")
                        #expect(!String(buffer: $0.body).contains("scene"))
                    }
                }
            }
        }
    }

    @Test func anUpgradeIsCheckedForItsOrigin() async throws {
        let allowed = PageGuardMiddleware<PageRequestContext>.self
        let gate = ServerGate()
        gate.requestGuard = RequestGuard(token: Self.token, host: .standard, port: 4567)
        for (origin, passes) in [
            ("http://127.0.0.1:4567", true), ("vscode-webview://abc", true), ("http://evil.example", false), ("null", false),
        ] {
            var head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:4567", path: "/ws?token=\(Self.token.text)")
            head.headerFields = Self.headers(host: "127.0.0.1:4567", origin: origin, upgrade: true)
            #expect(allowed.allows(Request(head: head, body: .init(buffer: .init())), gate: gate) == passes, "\(origin)")
        }
        // Before the server is bound (no guard yet), everything is refused.
        let unbound = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:4567", path: "/?token=\(Self.token.text)")
        #expect(!allowed.allows(Request(head: unbound, body: .init(buffer: .init())), gate: ServerGate()))
    }
}
