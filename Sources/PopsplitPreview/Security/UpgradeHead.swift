/// The head of an HTTP/1 request as the upgrade guard reads it, before Hummingbird does: the
/// target and the headers (names lowercased). Pure; bounded by the caller (16 KiB).
struct UpgradeHead: Equatable {
    /// The request target (`/ws?token=...`).
    let target: String
    /// The headers, names lowercased; the first of a repeated name wins.
    let headers: [String: String]

    /// The head in `text` (up to the blank line); nil when the request line is not
    /// `METHOD TARGET VERSION`.
    init?(_ text: String) {
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).makeIterator()
        guard let requestLine = lines.next() else { return nil }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return nil }
        target = String(parts[1])
        var headers: [String: String] = [:]
        while let line = lines.next(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingPrefix(" ")
            if headers[name] == nil { headers[name] = String(value).trimmingTrailingSpaces }
        }
        self.headers = headers
    }

    /// Whether the request asks for a WebSocket.
    var isWebSocketUpgrade: Bool { headers["upgrade"]?.lowercased().contains("websocket") == true }

    /// Why the upgrade is refused, or nil: the path must be `/ws`, the guard must pass (a server
    /// not bound yet refuses everything).
    func refusal(by requestGuard: RequestGuard?) -> GuardRefusal? {
        guard let requestGuard, let parsed = RequestTarget(target), parsed.path == "/ws" else { return .badToken }
        return requestGuard.refusal(
            token: parsed.query["token"], hostHeader: headers["host"], origin: headers["origin"], isWebSocket: true)
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
