import HummingbirdCore
import PopsplitPreviewLink
import Testing

@testable import PopsplitPreviewServer

/// The token, the loopback address, the `Host` and `Origin` checks, the target's
/// query, the message rate.
@Suite struct SecurityTests {
    @Test func tokensAre128RandomBitsInHex() {
        let a = PreviewToken.random()
        let b = PreviewToken.random()
        #expect(a.text.count == 32 && a.text.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(a != b)
        #expect(a.matches(a.text))
        #expect(!a.matches(b.text) && !a.matches(nil) && !a.matches("") && !a.matches(String(a.text.dropLast())))
        #expect(!a.matches(a.text + "0") && !a.matches(a.text.uppercased()))
        #expect(PreviewToken(text: a.text) == a)
        #expect(PreviewToken(text: "xyz") == nil && PreviewToken(text: a.text.uppercased()) == nil)
    }

    @Test func onlyLoopbackAddressesAreBound() {
        for good in ["127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]", "localhost"] {
            #expect(LoopbackHost(good) != nil, "\(good)")
        }
        #expect(LoopbackHost("localhost")?.address == "127.0.0.1")
        #expect(LoopbackHost("::1")?.urlHost == "[::1]")
        for bad in ["0.0.0.0", "::", "", "192.168.1.1", "128.0.0.1", "127.0.0.256", "127.0.0", "127.0.0.1.1", "example.com", "127.0.0.01x", " 127.0.0.1"] {
            #expect(LoopbackHost(bad) == nil, "\(bad)")
        }
    }

    @Test func theGuardChecksHostTokenAndOrigin() {
        let token = PreviewToken.random()
        let check = RequestGuard(token: token, host: .standard, port: 4567)
        #expect(check.refusal(token: token.text, hostHeader: "127.0.0.1:4567", origin: nil, isWebSocket: false) == nil)
        #expect(check.refusal(token: token.text, hostHeader: "localhost:4567", origin: nil, isWebSocket: false) == nil)
        #expect(check.refusal(token: token.text, hostHeader: "LOCALHOST:4567", origin: nil, isWebSocket: false) == nil)
        #expect(check.refusal(token: nil, hostHeader: "127.0.0.1:4567", origin: nil, isWebSocket: false) == .badToken)
        #expect(
            check.refusal(
                token: (token.text.hasPrefix("0") ? "1" : "0") + token.text.dropFirst(), hostHeader: "127.0.0.1:4567", origin: nil, isWebSocket: false)
                == .badToken)
        for host in ["evil.example:4567", "127.0.0.1", "127.0.0.1:4568", "attacker.localhost:4567", ""] {
            #expect(check.refusal(token: token.text, hostHeader: host, origin: nil, isWebSocket: false) == .foreignHost, "\(host)")
        }
        #expect(check.refusal(token: token.text, hostHeader: nil, origin: nil, isWebSocket: false) == .foreignHost)
        for origin in ["http://127.0.0.1:4567", "http://localhost:4567", "vscode-webview://abc123/index.html"] {
            #expect(check.refusal(token: token.text, hostHeader: "127.0.0.1:4567", origin: origin, isWebSocket: true) == nil, "\(origin)")
        }
        for origin in ["http://evil.example", "http://127.0.0.1:4568", "null", "https://127.0.0.1:4567", "vscode-webview"] {
            #expect(
                check.refusal(token: token.text, hostHeader: "127.0.0.1:4567", origin: origin, isWebSocket: true) == .foreignOrigin,
                "\(origin)")
        }
        let other = RequestGuard(token: token, host: LoopbackHost("127.0.0.2")!, port: 80)
        #expect(other.allowedHosts == ["127.0.0.2:80"])
    }

    /// A remote window's origins (protocol.md 13.2) parse strictly and canonically.
    @Test func externalOriginsParseStrictly() {
        #expect(ExternalOrigin("HTTPS://Name-8080.App.GitHub.dev")?.text == "https://name-8080.app.github.dev")
        #expect(ExternalOrigin("https://name.example:443")?.text == "https://name.example")
        #expect(ExternalOrigin("http://name.example:80")?.authority == "name.example")
        #expect(ExternalOrigin("http://localhost:49321")?.authority == "localhost:49321")
        #expect(ExternalOrigin("http://localhost:49321")?.socketSource == "ws://localhost:49321")
        #expect(ExternalOrigin("https://name.example:8443")?.socketSource == "wss://name.example:8443")
        #expect(ExternalOrigin("http://[::1]:5000")?.authority == "[::1]:5000")
        for bad in [
            "", "https://", "name.example", "ftp://name.example", "https://name.example/", "https://name.example/path", "https://name.example?q",
            "https://name.example#f", "https://user@name.example", "https://name.example:0", "https://name.example:65536",
            "https://name.example:", "https://name.example:12a", "https://na me.example", "https://name..example", "https://name.example\r\nX: y",
            "https://[::1", "https://[zz]", "https://" + String(repeating: "a", count: 300),
        ] {
            #expect(ExternalOrigin(bad) == nil, "\(bad)")
        }
    }

    /// With an external origin, its authority passes as `Host` and it as `Origin`, the token still
    /// required; at most 16 are kept, the oldest dropped.
    @Test func theGuardAcceptsExternalOriginsWithTheToken() throws {
        let token = PreviewToken.random()
        var check = RequestGuard(token: token, host: .standard, port: 4567)
        let origin = try #require(ExternalOrigin("https://name-4567.app.github.dev"))
        #expect(check.refusal(token: token.text, hostHeader: origin.authority, origin: nil, isWebSocket: false) == .foreignHost)
        check.allow(origin)
        check.allow(origin)
        #expect(check.externalOrigins == [origin])
        #expect(check.refusal(token: token.text, hostHeader: "name-4567.app.github.dev", origin: nil, isWebSocket: false) == nil)
        #expect(check.refusal(token: nil, hostHeader: "name-4567.app.github.dev", origin: nil, isWebSocket: false) == .badToken)
        #expect(check.refusal(token: token.text, hostHeader: "name-4567.app.github.dev", origin: origin.text, isWebSocket: true) == nil)
        #expect(
            check.refusal(token: token.text, hostHeader: "name-4567.app.github.dev", origin: "https://evil.app.github.dev", isWebSocket: true)
                == .foreignOrigin)
        #expect(check.refusal(token: token.text, hostHeader: "evil.app.github.dev", origin: nil, isWebSocket: false) == .foreignHost)
        for index in 0..<RequestGuard.maximumExternalOrigins {
            check.allow(try #require(ExternalOrigin("http://localhost:\(50000 + index)")))
        }
        #expect(check.externalOrigins.count == RequestGuard.maximumExternalOrigins)
        #expect(!check.externalOrigins.contains(origin))
        #expect(check.refusal(token: token.text, hostHeader: "name-4567.app.github.dev", origin: nil, isWebSocket: false) == .foreignHost)
    }

    @Test func targetsAreReadByHummingbirdsParserAndEncodedForURLs() {
        let target = URI("/ws?scene=a%20b&token=abc&scene=second&flag")
        #expect(target.path == "/ws")
        #expect(target.queryParameters["scene"] == "a b" && target.queryParameters["token"] == "abc")
        #expect(target.queryParameters["flag"] == "")
        #expect(QueryText.encode("a b/é") == "a%20b%2F%C3%A9")
        #expect(URI("/?s=\(QueryText.encode("a b/é"))").queryParameters["s"] == "a b/é")
    }

    @Test func theRateIsCapped() {
        var limiter = RateLimiter(burst: 3, perSecond: 10)
        let times: [Int64] = [1000, 1000, 1000, 1000, 1050, 1100, 1100, 100_000, 100_000, 100_000, 100_000]
        let allowed = times.map { limiter.allow(nowMs: $0) }
        #expect(allowed == [true, true, true, false, false, true, false, true, true, true, false])
    }
}
