import NIOCore
import Testing

@testable import PopsplitPreview

/// Issue 15.2: the WebSocket upgrade is checked from the raw request head (403 before
/// Hummingbird's upgrade, which would answer 400).
@Suite struct UpgradeHeadTests {
    /// A request head.
    static func head(_ target: String, _ headers: [String]) -> String {
        (["GET \(target) HTTP/1.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
    }

    @Test func theHeadIsRead() throws {
        let head = try #require(UpgradeHead(Self.head("/ws?token=x", ["Host: 127.0.0.1:9", "UPGRADE: WebSocket ", "Origin:http://a"])))
        #expect(head.target == "/ws?token=x")
        #expect(head.headers == ["host": "127.0.0.1:9", "upgrade": "WebSocket", "origin": "http://a"])
        #expect(head.isWebSocketUpgrade)
        #expect(UpgradeHead("nonsense") == nil)
        #expect(UpgradeHead(Self.head("/", ["Host: x"]))?.isWebSocketUpgrade == false)
    }

    @Test func upgradesAreCheckedAgainstTheGuard() throws {
        let token = PreviewToken.random()
        let check = RequestGuard(token: token, host: .standard, port: 9)
        let good = try #require(UpgradeHead(Self.head("/ws?scene=s&token=\(token.text)", ["Host: 127.0.0.1:9", "Upgrade: websocket"])))
        #expect(good.refusal(by: check) == nil)
        #expect(good.refusal(by: nil) != nil)
        let foreign = try #require(
            UpgradeHead(Self.head("/ws?token=\(token.text)", ["Host: 127.0.0.1:9", "Upgrade: websocket", "Origin: http://evil"])))
        #expect(foreign.refusal(by: check) == .foreignOrigin)
        let path = try #require(UpgradeHead(Self.head("/other?token=\(token.text)", ["Host: 127.0.0.1:9", "Upgrade: websocket"])))
        #expect(path.refusal(by: check) != nil)
        let rebinding = try #require(UpgradeHead(Self.head("/ws?token=\(token.text)", ["Host: evil:9", "Upgrade: websocket"])))
        #expect(rebinding.refusal(by: check) == .foreignHost)
    }

    @Test func theEndOfTheHeadIsFound() {
        let buffer = ByteBuffer(string: "GET / HTTP/1.1\r\nHost: a\r\n\r\nbody")
        let view = buffer.readableBytesView
        let end = UpgradeGuardHandler.endOfHead(view)
        #expect(end.map { view.distance(from: view.startIndex, to: $0) } == 27)
        #expect(UpgradeGuardHandler.endOfHead(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: a\r\n").readableBytesView) == nil)
        #expect(UpgradeGuardHandler.endOfHead(ByteBuffer(string: "\r\n\r\r\n\r\n").readableBytesView) != nil)
    }
}
