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

    /// A guard for a server at `host`:`port`.
    public init(token: PreviewToken, host: LoopbackHost, port: Int) {
        self.token = token
        self.host = host
        self.port = port
    }

    /// The `Host` values accepted: the address bound or `localhost`, with the port.
    public var allowedHosts: [String] {
        var hosts = ["\(host.urlHost):\(port)"]
        if host.address == LoopbackHost.standard.address { hosts.append("localhost:\(port)") }
        return hosts
    }

    /// The page's own origins (`http://127.0.0.1:PORT`, `http://localhost:PORT`).
    public var ownOrigins: [String] { allowedHosts.map { "http://\($0)" } }

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
