import HummingbirdCore

/// The head of an HTTP/1 request as the connection guard reads it from the raw bytes, before
/// Hummingbird does: the request line's three parts and the headers (names lowercased). Pure;
/// the caller bounds its size (``PageLimits/maximumHeadBytes``), which bounds every loop here.
struct RequestHead: Equatable {
    /// The method (`GET`).
    let method: String
    /// The request target as sent (`/ws?token=...`, or absolute-form `http://host/path`).
    let target: String
    /// The protocol version (`HTTP/1.1`).
    let version: String
    /// The headers, names lowercased; the first of a repeated name wins.
    let headers: [String: String]
    /// How many `Host` lines the head has (RFC 9112 3.2: exactly one).
    let hostLines: Int

    /// The head in `text` (up to the blank line); nil when the request line is not
    /// `METHOD TARGET HTTP/1.x`, or a header line has no colon or is folded (RFC 9112 5.2:
    /// a server rejects obsolete line folding).
    init?(_ text: String) {
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).makeIterator()
        guard let requestLine = lines.next() else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        version = String(parts[2])
        var headers: [String: String] = [:]
        var hostLines = 0
        while let line = lines.next(), !line.isEmpty {
            guard let first = line.first, first != " ", first != "\t", let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if name == "host" { hostLines += 1 }
            if headers[name] == nil { headers[name] = String(value).trimmingTrailingSpaces }
        }
        self.headers = headers
        self.hostLines = hostLines
    }

    /// Whether the request names any protocol to upgrade to.
    var asksForUpgrade: Bool { headers["upgrade"] != nil }

    /// Whether the request asks for a WebSocket.
    var isWebSocketUpgrade: Bool { headers["upgrade"]?.lowercased().contains("websocket") == true }

    /// Whether a WebSocket upgrade has all that the server's upgrader needs (RFC 6455 4.2.1):
    /// `GET`, `Connection: upgrade`, a `Sec-WebSocket-Key` and `Sec-WebSocket-Version: 13`.
    /// Anything less would reach Hummingbird as a plain request, which answers an `Upgrade:
    /// websocket` with a redirect repeating the target, token and all.
    var isCompleteWebSocketUpgrade: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingPrefix(while: { $0 == " " }).trimmingTrailingSpaces }
        return method == "GET" && tokens.contains("upgrade") && headers["sec-websocket-key"]?.isEmpty == false
            && headers["sec-websocket-version"] == "13"
    }

    /// Whether the request says it carries content (`Transfer-Encoding`, or a `Content-Length`
    /// other than 0); the preview takes none.
    var hasContent: Bool {
        headers["transfer-encoding"] != nil || (headers["content-length"].map { $0 != "0" } ?? false)
    }

    /// The target's authority when it is in absolute-form (`http://127.0.0.1:PORT/...`), which
    /// then stands for the `Host` header (RFC 9112 3.2.2); nil for origin-form.
    var absoluteAuthority: String? { RequestHead.split(target)?.authority ?? nil }

    /// The target as origin-form (`/path?query`): the target itself, or an absolute-form
    /// target's path and query; nil when the target is neither.
    var originForm: String? { RequestHead.split(target)?.origin }

    /// `target` as its authority (nil for origin-form) and origin-form part; nil when it is
    /// neither origin-form nor absolute-form (`*`, authority-form).
    static func split(_ target: String) -> (authority: String?, origin: String)? {
        if target.hasPrefix("/") { return (nil, target) }
        guard let separator = target.range(of: "://") else { return nil }
        let scheme = target[..<separator.lowerBound]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
            return nil
        }
        let rest = target[separator.upperBound...]
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let authority = String(rest[..<end])
        let remainder = rest[end...]
        let origin = remainder.hasPrefix("/") ? String(remainder) : "/" + remainder
        return (authority, origin)
    }

    /// Why the head is refused, or nil when it goes on to Hummingbird. `isFirst`: whether it is
    /// the connection's first request (the only one that may ask for an upgrade). In order: a
    /// malformed head or not exactly one `Host` (400); an upgrade after the first request (400,
    /// empty); the guard (token, the absolute-form authority or else `Host`, and for a WebSocket
    /// the path `/ws` and the `Origin`: 403); an incomplete WebSocket upgrade (400, empty);
    /// content (413). A server not bound yet refuses everything.
    static func refusal(of text: String, by requestGuard: RequestGuard?, isFirst: Bool) -> HeadRefusal? {
        guard let head = RequestHead(text), head.hostLines == 1, let origin = head.originForm else { return .malformed }
        if head.asksForUpgrade && !isFirst { return .refusedUpgrade }
        guard let requestGuard else { return .forbidden }
        // Hummingbird's own parsing of the target, as the routes read it (bounded by the head's size).
        let parsed = URI(origin)
        let token = parsed.queryParameters["token"].map(String.init)
        let authority = head.absoluteAuthority ?? head.headers["host"]
        if head.isWebSocketUpgrade {
            guard parsed.path == "/ws" else { return .forbidden }
            let refused = requestGuard.refusal(
                token: token, hostHeader: authority, origin: head.headers["origin"], isWebSocket: true)
            guard refused == nil else { return .forbidden }
            guard head.isCompleteWebSocketUpgrade else { return .refusedUpgrade }
        } else {
            let refused = requestGuard.refusal(token: token, hostHeader: authority, origin: nil, isWebSocket: false)
            guard refused == nil else { return .forbidden }
        }
        return head.hasContent ? .contentRefused : nil
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    var trimmingTrailingSpaces: String { Substring(self).trimmingTrailingSpaces }
}

extension Substring {
    /// The text without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
