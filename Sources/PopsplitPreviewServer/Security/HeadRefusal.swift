/// How the connection guard refuses a request, each answered and then closed (`Connection:
/// close`), without reading anything more from the connection; none says anything about the
/// scenes.
enum HeadRefusal: Equatable, Sendable {
    /// A head that is not HTTP/1 (`METHOD TARGET HTTP/1.x`), a header line without a colon or
    /// folded, a target neither origin- nor absolute-form, or not exactly one `Host` (RFC 9112
    /// 3.2): 400.
    case malformed
    /// The guard refused it (token, `Host` or the absolute-form target's authority, `Origin`):
    /// 403.
    case forbidden
    /// An upgrade that is not a connection's first request, or a WebSocket upgrade missing part
    /// of its handshake: 400 with an empty body, as hummingbird-websocket answers every upgrade
    /// it refuses.
    case refusedUpgrade
    /// A request with content (the preview takes none): 413.
    case contentRefused
    /// A head longer than ``PageLimits/maximumHeadBytes``: 431.
    case headTooLarge
    /// A first head not complete within ``PageLimits/headDeadlineSeconds``: 408.
    case headTimeout
    /// ``PageLimits/maximumAuthenticatedConnections`` connections already passed the guard: 503.
    case busy

    /// The status line's code and reason.
    var status: (code: Int, reason: String) {
        switch self {
        case .malformed, .refusedUpgrade: (400, "Bad Request")
        case .forbidden: (403, "Forbidden")
        case .contentRefused: (413, "Content Too Large")
        case .headTooLarge: (431, "Request Header Fields Too Large")
        case .headTimeout: (408, "Request Timeout")
        case .busy: (503, "Service Unavailable")
        }
    }

    /// The whole response: the status, a one-line body naming it (none for a refused upgrade),
    /// `Connection: close`.
    var response: String {
        let body = self == .refusedUpgrade ? "" : (status.reason == "Forbidden" ? "Forbidden\n" : status.reason + "\n")
        var lines = ["HTTP/1.1 \(status.code) \(status.reason)", "Connection: close", "Content-Length: \(body.utf8.count)"]
        if !body.isEmpty {
            lines += ["Content-Type: text/plain; charset=utf-8", "Cache-Control: no-store", "X-Content-Type-Options: nosniff"]
        }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + body
    }
}
