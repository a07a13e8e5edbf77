import Foundation
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
        let policy = PageResponses.contentSecurityPolicy(nonce: "abc", origins: ["http://127.0.0.1:9"])
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'nonce-abc'"))
        #expect(policy.contains("connect-src 'self' ws://127.0.0.1:9"))
        #expect(policy.contains("frame-ancestors 'self' vscode-webview:"))
        #expect(!policy.contains("unsafe"))
    }
}
