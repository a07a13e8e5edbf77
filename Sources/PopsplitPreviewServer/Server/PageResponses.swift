import HTTPTypes
import Hummingbird
import NIOCore
import PopsplitPreviewLink

/// The preview server's HTTP answers: the page (with its nonce), its two assets, and the
/// refusals, none of which says anything about the scene.
enum PageResponses {
    /// The security headers of every answer.
    static func baseHeaders(contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        if let name = HTTPField.Name("X-Content-Type-Options") { headers[name] = "nosniff" }
        if let name = HTTPField.Name("Referrer-Policy") { headers[name] = "no-referrer" }
        if let name = HTTPField.Name("Cross-Origin-Resource-Policy") { headers[name] = "same-origin" }
        return headers
    }

    /// The page's Content-Security-Policy: scripts and styles only from the server with the
    /// nonce, the WebSocket only to the server (at its loopback address or an external origin),
    /// framed only by itself or a VS Code webview (with external origins, also VS Code for the
    /// Web's webviews, `https://*.vscode-cdn.net`, and the external origins themselves).
    static func contentSecurityPolicy(nonce: String, guard allowed: RequestGuard) -> String {
        let sockets = allowed.socketSources.joined(separator: " ")
        var ancestors = "'self' vscode-webview: vscode-file:"
        if !allowed.externalOrigins.isEmpty {
            ancestors += " https://*.vscode-cdn.net " + allowed.externalOrigins.map(\.text).joined(separator: " ")
        }
        return [
            "default-src 'none'", "script-src 'nonce-\(nonce)'", "style-src 'self' 'nonce-\(nonce)'",
            "img-src 'self' data: blob:", "connect-src 'self' \(sockets)", "base-uri 'none'", "form-action 'none'",
            "frame-ancestors \(ancestors)",
        ].joined(separator: "; ")
    }

    /// The page, with `nonce` on its script and style tags and the guard's token in their URLs.
    static func page(nonce: String, guard allowed: RequestGuard) -> Response {
        var headers = baseHeaders(contentType: "text/html; charset=utf-8")
        if let name = HTTPField.Name("Content-Security-Policy") {
            headers[name] = contentSecurityPolicy(nonce: nonce, guard: allowed)
        }
        let html = PageAssets.html.replacing("{{NONCE}}", with: nonce).replacing("{{TOKEN}}", with: allowed.token.text)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// An asset.
    static func asset(_ text: String, contentType: String) -> Response {
        Response(status: .ok, headers: baseHeaders(contentType: contentType), body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A refusal: `status` with a one-word body.
    static func refusal(_ status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: baseHeaders(contentType: "text/plain; charset=utf-8"),
            body: .init(byteBuffer: ByteBuffer(string: status.reasonPhrase + "\n")))
    }
}
