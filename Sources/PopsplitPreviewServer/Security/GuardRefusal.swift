/// Why the preview server refused a request (each answered 403, with nothing about the scene).
public enum GuardRefusal: String, Sendable, Equatable {
    /// The `Host` header is not the loopback address or `localhost` with the right port.
    case foreignHost
    /// The token is missing or wrong.
    case badToken
    /// The WebSocket's `Origin` is neither the page's own nor a VS Code webview's.
    case foreignOrigin
}
