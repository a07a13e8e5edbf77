import NIOCore
import PopsplitPreviewLink
import Testing

@testable import PopsplitPreviewServer

/// Every request head is checked from the raw bytes before Hummingbird reads it: the guard, one
/// `Host`, the absolute-form authority, no content, an upgrade only as the first request.
@Suite struct RequestHeadTests {
    /// A request head.
    static func head(_ target: String, _ headers: [String], method: String = "GET") -> String {
        (["\(method) \(target) HTTP/1.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// A WebSocket upgrade's headers besides `Host`.
    static let upgrade = ["Upgrade: websocket", "Connection: keep-alive, Upgrade", "Sec-WebSocket-Key: a2V5", "Sec-WebSocket-Version: 13"]

    /// A guard on port 9 and its token.
    static func makeGuard() -> (RequestGuard, String) {
        let token = PreviewToken.random()
        return (RequestGuard(token: token, host: .standard, port: 9), token.text)
    }

    @Test func theHeadIsRead() throws {
        let head = try #require(RequestHead(Self.head("/ws?token=x", ["Host: 127.0.0.1:9", "UPGRADE: WebSocket ", "Origin:http://a"])))
        #expect(head.method == "GET" && head.target == "/ws?token=x" && head.version == "HTTP/1.1")
        #expect(head.headers == ["host": "127.0.0.1:9", "upgrade": "WebSocket", "origin": "http://a"])
        #expect(head.isWebSocketUpgrade && head.hostLines == 1)
        #expect(RequestHead("nonsense") == nil)
        #expect(RequestHead("GET / SPDY/3\r\n\r\n") == nil)
        #expect(RequestHead(Self.head("/", ["Host: x", " folded"])) == nil)
        #expect(RequestHead(Self.head("/", ["Host: x", "no colon"])) == nil)
        #expect(RequestHead(Self.head("/", ["Host: x"]))?.isWebSocketUpgrade == false)
    }

    @Test func aSecondHostOrNoneIsMalformed() throws {
        let (check, token) = Self.makeGuard()
        let twice = Self.head("/?token=\(token)", ["Host: 127.0.0.1:9", "host: evil.example"])
        #expect(RequestHead(twice)?.hostLines == 2)
        #expect(RequestHead.refusal(of: twice, by: check, isFirst: true) == .malformed)
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", []), by: check, isFirst: true) == .malformed)
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", ["Host: 127.0.0.1:9"]), by: check, isFirst: true) == nil)
    }

    @Test func anAbsoluteFormTargetsAuthorityStandsForTheHost() throws {
        let (check, token) = Self.makeGuard()
        for authority in ["evil.example", "evil.example:9", "127.0.0.1:10", "user@127.0.0.1:9"] {
            let text = Self.head("http://\(authority)/?token=\(token)", ["Host: 127.0.0.1:9"])
            #expect(RequestHead.refusal(of: text, by: check, isFirst: true) == .forbidden, "\(authority)")
        }
        let own = try #require(RequestHead(Self.head("http://localhost:9?token=\(token)", ["Host: evil:9"])))
        #expect(own.absoluteAuthority == "localhost:9" && own.originForm == "/?token=\(token)")
        #expect(RequestHead.refusal(of: Self.head("http://localhost:9/?token=\(token)", ["Host: evil:9"]), by: check, isFirst: true) == nil)
        #expect(RequestHead.refusal(of: Self.head("127.0.0.1:9", ["Host: 127.0.0.1:9"]), by: check, isFirst: true) == .malformed)
        #expect(RequestHead.split("/a?b")?.authority == nil)
    }

    @Test func upgradesAreCheckedAgainstTheGuard() throws {
        let (check, token) = Self.makeGuard()
        let good = Self.head("/ws?scene=s&token=\(token)", ["Host: 127.0.0.1:9"] + Self.upgrade)
        #expect(RequestHead.refusal(of: good, by: check, isFirst: true) == nil)
        #expect(RequestHead.refusal(of: good, by: nil, isFirst: true) == .forbidden)
        let foreign = Self.head("/ws?token=\(token)", ["Host: 127.0.0.1:9", "Origin: http://evil"] + Self.upgrade)
        #expect(RequestHead.refusal(of: foreign, by: check, isFirst: true) == .forbidden)
        let path = Self.head("/other?token=\(token)", ["Host: 127.0.0.1:9"] + Self.upgrade)
        #expect(RequestHead.refusal(of: path, by: check, isFirst: true) == .forbidden)
        let rebinding = Self.head("/ws?token=\(token)", ["Host: evil:9"] + Self.upgrade)
        #expect(RequestHead.refusal(of: rebinding, by: check, isFirst: true) == .forbidden)
        let incomplete = Self.head("/ws?token=\(token)", ["Host: 127.0.0.1:9", "Upgrade: websocket"])
        #expect(RequestHead.refusal(of: incomplete, by: check, isFirst: true) == .refusedUpgrade)
    }

    @Test func anUpgradeAfterTheFirstRequestIsRefusedWhateverItCarries() {
        let (check, token) = Self.makeGuard()
        let good = Self.head("/ws?token=\(token)", ["Host: 127.0.0.1:9"] + Self.upgrade)
        let hostile = Self.head("/ws", ["Host: 127.0.0.1:9", "Origin: http://evil"] + Self.upgrade)
        #expect(RequestHead.refusal(of: good, by: check, isFirst: false) == .refusedUpgrade)
        #expect(RequestHead.refusal(of: hostile, by: check, isFirst: false) == .refusedUpgrade)
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", ["Host: 127.0.0.1:9"]), by: check, isFirst: false) == nil)
        #expect(RequestHead.refusal(of: Self.head("/", ["Host: 127.0.0.1:9"]), by: check, isFirst: false) == .forbidden)
    }

    @Test func contentIsRefusedAfterTheGuard() {
        let (check, token) = Self.makeGuard()
        let chunked = ["Host: 127.0.0.1:9", "Transfer-Encoding: chunked"]
        #expect(RequestHead.refusal(of: Self.head("/", chunked, method: "POST"), by: check, isFirst: true) == .forbidden)
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", chunked, method: "POST"), by: check, isFirst: true) == .contentRefused)
        let sized = ["Host: 127.0.0.1:9", "Content-Length: 5"]
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", sized), by: check, isFirst: true) == .contentRefused)
        let empty = ["Host: 127.0.0.1:9", "Content-Length: 0"]
        #expect(RequestHead.refusal(of: Self.head("/?token=\(token)", empty), by: check, isFirst: true) == nil)
    }

    @Test func refusalsCloseAndSayNothing() {
        #expect(HeadRefusal.forbidden.response.hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
        #expect(HeadRefusal.forbidden.response.hasSuffix("\r\n\r\nForbidden\n"))
        #expect(HeadRefusal.refusedUpgrade.response == "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
        for refusal in [HeadRefusal.malformed, .forbidden, .refusedUpgrade, .contentRefused, .headTooLarge, .headTimeout, .busy] {
            #expect(refusal.response.contains("\r\nConnection: close\r\n"))
        }
    }

    @Test func theEndOfTheHeadIsFound() {
        let buffer = ByteBuffer(string: "GET / HTTP/1.1\r\nHost: a\r\n\r\nbody")
        let view = buffer.readableBytesView
        let end = ConnectionGuardHandler.endOfHead(view)
        #expect(end.map { view.distance(from: view.startIndex, to: $0) } == 27)
        #expect(ConnectionGuardHandler.endOfHead(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: a\r\n").readableBytesView) == nil)
        #expect(ConnectionGuardHandler.endOfHead(ByteBuffer(string: "\r\n\r\r\n\r\n").readableBytesView) != nil)
    }
}
