import Foundation
import PopsplitPreviewLink
import Testing

@testable import PopsplitPreviewServer

/// The page's three files are embedded as they are in the repository
/// (`python3 scripts/gen-page-assets.py` writes PageAssets.swift after an edit).
@Suite struct PageAssetsTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A page file's text, as embedded (ending with a newline).
    static func file(_ name: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Sources/PopsplitPreviewServer/Page/\(name)"), encoding: .utf8)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    @Test func theEmbeddedAssetsAreTheFiles() throws {
        #expect(PageAssets.html == (try Self.file("page.html")), "run python3 scripts/gen-page-assets.py")
        #expect(PageAssets.css == (try Self.file("page.css")), "run python3 scripts/gen-page-assets.py")
        #expect(PageAssets.javaScript == (try Self.file("page.js")), "run python3 scripts/gen-page-assets.py")
    }

    @Test func thePageLoadsItsAssetsWithTheNonceAndToken() {
        #expect(PageAssets.html.contains("<script src=\"/page.js?token={{TOKEN}}\" nonce=\"{{NONCE}}\">"))
        #expect(PageAssets.html.contains("href=\"/page.css?token={{TOKEN}}\" nonce=\"{{NONCE}}\""))
        #expect(!PageAssets.html.contains("<script>") && !PageAssets.html.contains("style=\""))
        #expect(!PageAssets.javaScript.contains("eval(") && !PageAssets.javaScript.contains("new Function"))
    }

    @Test func thePolicyIsStrict() {
        var allowed = RequestGuard(token: PreviewToken.random(), host: .standard, port: 9)
        let policy = PageResponses.contentSecurityPolicy(nonce: "abc", guard: allowed)
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'nonce-abc'"))
        #expect(policy.contains("connect-src 'self' ws://127.0.0.1:9 ws://localhost:9;"))
        #expect(policy.hasSuffix("frame-ancestors 'self' vscode-webview: vscode-file:"))
        #expect(!policy.contains("unsafe"))
        // A remote window's origins: the WebSocket there, framed by VS Code for the Web's webviews.
        allowed.allow(ExternalOrigin("https://name-9.app.github.dev")!)
        allowed.allow(ExternalOrigin("http://localhost:49321")!)
        let remote = PageResponses.contentSecurityPolicy(nonce: "abc", guard: allowed)
        #expect(remote.contains("connect-src 'self' ws://127.0.0.1:9 ws://localhost:9 wss://name-9.app.github.dev ws://localhost:49321;"))
        #expect(
            remote.hasSuffix(
                "frame-ancestors 'self' vscode-webview: vscode-file: https://*.vscode-cdn.net https://name-9.app.github.dev http://localhost:49321"))
    }
}
