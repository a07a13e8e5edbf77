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
    /// nonce, the WebSocket only to the server, framed only by itself or a VS Code webview.
    static func contentSecurityPolicy(nonce: String, origins: [String]) -> String {
        let sockets = origins.map { $0.replacing("http://", with: "ws://") }.joined(separator: " ")
        return [
            "default-src 'none'", "script-src 'nonce-\(nonce)'", "style-src 'self' 'nonce-\(nonce)'",
            "img-src 'self' data: blob:", "connect-src 'self' \(sockets)", "base-uri 'none'", "form-action 'none'",
            "frame-ancestors 'self' vscode-webview: vscode-file:",
        ].joined(separator: "; ")
    }

    /// The page, with `nonce` on its script and style tags and `token` in their URLs.
    static func page(nonce: String, token: PreviewToken, origins: [String]) -> Response {
        var headers = baseHeaders(contentType: "text/html; charset=utf-8")
        if let name = HTTPField.Name("Content-Security-Policy") {
            headers[name] = contentSecurityPolicy(nonce: nonce, origins: origins)
        }
        let html = PageAssets.html.replacing("{{NONCE}}", with: nonce).replacing("{{TOKEN}}", with: token.text)
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
