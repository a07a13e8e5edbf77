import PopsplitPreviewLink

/// The checks every request to the preview server passes: the token, the
/// `Host` header (against DNS rebinding) and, on the WebSocket upgrade, the `Origin`. Pure.
public struct RequestGuard: Sendable {
    /// The secret.
    public let token: PreviewToken
    /// The address bound.
    public let host: LoopbackHost
    /// The port bound.
    public let port: Int
    /// The origins the client reaches the page through besides the loopback address, oldest
    /// first (at most ``maximumExternalOrigins``).
    public private(set) var externalOrigins: [ExternalOrigin] = []

    /// The most external origins kept: one more drops the oldest.
    public static let maximumExternalOrigins = 16

    /// A guard for a server at `host`:`port`.
    public init(token: PreviewToken, host: LoopbackHost, port: Int) {
        self.token = token
        self.host = host
        self.port = port
    }

    /// The `Host` values accepted: the address bound or `localhost`, with the port, and the
    /// authority of each external origin.
    public var allowedHosts: [String] { loopbackHosts + externalOrigins.map(\.authority) }

    /// The bound address or `localhost`, with the port.
    var loopbackHosts: [String] {
        var hosts = ["\(host.urlHost):\(port)"]
        if host.address == LoopbackHost.standard.address { hosts.append("localhost:\(port)") }
        return hosts
    }

    /// The page's own origins (`http://127.0.0.1:PORT`, `http://localhost:PORT`) and the
    /// external ones.
    public var ownOrigins: [String] { loopbackHosts.map { "http://\($0)" } + externalOrigins.map(\.text) }

    /// Where the page's WebSocket may connect (`ws://127.0.0.1:PORT`, `wss://` an https origin).
    public var socketSources: [String] { loopbackHosts.map { "ws://\($0)" } + externalOrigins.map(\.socketSource) }

    /// Accepts the page through `origin` too; the oldest is dropped past
    /// ``maximumExternalOrigins``. One already accepted changes nothing.
    public mutating func allow(_ origin: ExternalOrigin) {
        guard !externalOrigins.contains(origin) else { return }
        externalOrigins.append(origin)
        if externalOrigins.count > Self.maximumExternalOrigins { externalOrigins.removeFirst() }
    }

    /// Why a request is refused (nil: it passes). `origin` is checked only for the WebSocket;
    /// an absent `Origin` passes (a browser always sends one; other local programs need the
    /// token all the same).
    public func refusal(token candidate: String?, hostHeader: String?, origin: String?, isWebSocket: Bool) -> GuardRefusal? {
        guard let hostHeader, allowedHosts.contains(hostHeader.lowercased()) else { return .foreignHost }
        guard token.matches(candidate) else { return .badToken }
        if isWebSocket, let origin, !isAllowedOrigin(origin) { return .foreignOrigin }
        return nil
    }

    /// Whether a WebSocket `Origin` is the page's own or a VS Code webview's.
    public func isAllowedOrigin(_ origin: String) -> Bool {
        let lowered = origin.lowercased()
        return ownOrigins.contains(lowered) || lowered.hasPrefix("vscode-webview://")
    }
}
