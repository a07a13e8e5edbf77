import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

@testable import PopsplitPreview

/// The page server is a child process found beside the daemon: a missing one is a clear
/// `-32020` naming where it was looked for and how to build it; a present one starts, serves
/// and stops with the daemon's preview.
@Suite struct PageServerProcessTests {
    /// The debug build's page server (`swift build --build-tests` builds every product).
    static let builtPageServer = PageAssetsTests.root.appendingPathComponent(".build/debug/popsplit-preview").path

    @Test func aMissingPageServerIsAClearError() throws {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let preview = try PreviewService(server: server, pageServerPath: "/nonexistent/bin/popsplit-preview")
        #expect(throws: RPCError.self) { try preview.start(scene: nil, port: nil, host: nil) }
        do {
            _ = try preview.start(scene: nil, port: nil, host: nil)
        } catch {
            #expect(error.code == PreviewErrorCode.unavailable)
            #expect(error.message.contains("/nonexistent/bin/popsplit-preview"))
            #expect(error.message.contains("swift build --product popsplit-preview"))
        }
        #expect(preview.address == nil)
    }

    @Test func thePageServerIsBesideTheDaemon() {
        #expect(PageServerProcess.besideThisExecutable().hasSuffix("/popsplit-preview"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: builtPageServer)))
    func thePageServerStartsServesAndStops() throws {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let preview = try PreviewService(server: server, pageServerPath: Self.builtPageServer)
        let started = try preview.start(scene: nil, port: nil, host: nil)
        #expect(started.port > 0 && started.url.hasPrefix("http://127.0.0.1:\(started.port)/?token="))
        let pid = try #require(preview.pageServerPid)
        #expect(kill(pid, 0) == 0)
        // The same server for a second start.
        #expect(try preview.start(scene: nil, port: nil, host: nil).port == started.port)
        preview.stop()
        var gone = false
        for _ in 0..<100 where !gone {
            usleep(20_000)
            gone = kill(pid, 0) != 0
        }
        #expect(gone)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: builtPageServer)))
    func aTakenPortIsTheServersReason() throws {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let first = try PreviewService(server: server, pageServerPath: Self.builtPageServer)
        let port = try first.start(scene: nil, port: nil, host: nil).port
        defer { first.stop() }
        let second = try PreviewService(
            server: PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) }), pageServerPath: Self.builtPageServer)
        do {
            _ = try second.start(scene: nil, port: port, host: nil)
            Issue.record("a second server bound the same port")
        } catch {
            #expect(error.code == PreviewErrorCode.unavailable)
            #expect(error.message.hasPrefix("the preview server could not start: "))
        }
    }
}
