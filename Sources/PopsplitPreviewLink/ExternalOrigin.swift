/// An origin other than the loopback address through which the client reaches the preview page:
/// a forwarded port (VS Code's Remote-SSH or WSL: `http://localhost:49321`) or a forwarding
/// service's address (Codespaces: `https://name-8080.app.github.dev`). The client names it with
/// `preview/start`'s `externalOrigin` (protocol.md 13.2); the page server then accepts its
/// authority as `Host`, it as a WebSocket `Origin` and as a frame ancestor, the token still
/// required. Parsed strictly: a scheme `http` or `https`, a host of letters, digits, `-` and
/// `.` (or a bracketed IPv6 address), an optional port, nothing after. Pure.
public struct ExternalOrigin: Equatable, Hashable, Sendable {
    /// `http` or `https`.
    public let scheme: String
    /// The host, lowercased (`[::1]` bracketed).
    public let host: String
    /// The port named, nil for the scheme's default (80, 443).
    public let port: Int?

    /// The most bytes an origin's text may have.
    public static let maximumBytes = 300

    /// The origin `text` names, or nil when it is not an `http`/`https` origin as above (a path,
    /// a query, a fragment, user information, another scheme, a port outside 1 to 65535).
    public init?(_ text: String) {
        guard text.utf8.count <= Self.maximumBytes else { return nil }
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("http://") {
            scheme = "http"
            rest = lowered.dropFirst(7)
        } else if lowered.hasPrefix("https://") {
            scheme = "https"
            rest = lowered.dropFirst(8)
        } else {
            return nil
        }
        var hostPart = rest
        var portPart: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            hostPart = rest[...close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portPart = after.dropFirst()
            }
            let inside = hostPart.dropFirst().dropLast()
            guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            if let colon = rest.firstIndex(of: ":") {
                hostPart = rest[..<colon]
                portPart = rest[rest.index(after: colon)...]
            }
            let labels = hostPart.split(separator: ".", omittingEmptySubsequences: false)
            guard !hostPart.isEmpty,
                labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && $0.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" } })
            else { return nil }
        }
        host = String(hostPart)
        if let portPart {
            guard !portPart.isEmpty, portPart.count <= 5, portPart.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(portPart),
                (1...65535).contains(number)
            else { return nil }
            port = number == (scheme == "http" ? 80 : 443) ? nil : number
        } else {
            port = nil
        }
    }

    /// The `Host` header a browser sends to it: the host, with the port unless it is the default.
    public var authority: String { port.map { "\(host):\($0)" } ?? host }
    /// The origin as a browser writes it (`https://name-8080.app.github.dev`).
    public var text: String { "\(scheme)://\(authority)" }
    /// The page's WebSocket address there, for the Content-Security-Policy (`wss://...`).
    public var socketSource: String { "\(scheme == "https" ? "wss" : "ws")://\(authority)" }
}
