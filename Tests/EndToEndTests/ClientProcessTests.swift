import Foundation
import PopsplitJSON
import Testing

/// The daemon exits (code 1, as `exit` without `shutdown`) once the editor's process is gone,
/// named by `serve --client-process-id` or by `initialize`'s `processId` (protocol.md, sections 2
/// and 3), even though its standard input is still open. Real processes: a `sleep 30` child
/// stands in for the editor.
@Suite struct ClientProcessTests {
    /// How long the daemon may take to notice: checks come once a second.
    static let noticeSeconds = 3.0

    /// `--client-process-id`: the editor is killed, the daemon exits 1 within 3 s.
    @Test func commandLinePidGoneExitsWithCodeOne() throws {
        let editor = try StandInEditor()
        let daemon = try Daemon(["serve", "--log-level", "info", "--client-process-id", String(editor.pid)])
        defer { daemon.stop() }
        try daemon.initialize()
        #expect(try daemon.call("scene/list").result == ["scenes": []])
        editor.killAndReap()
        #expect(try daemon.waitForExit(timeout: Self.noticeSeconds) == 1)
        #expect(daemon.finalStderr().contains("client process \(editor.pid) is gone: exiting"))
        #expect(daemon.everythingRead)
    }

    /// `initialize`'s `processId`: the same, with no command-line option.
    @Test func initializeProcessIdGoneExitsWithCodeOne() throws {
        let editor = try StandInEditor()
        let daemon = try Daemon(["serve", "--log-level", "info"])
        defer { daemon.stop() }
        let reply = try daemon.call("initialize", ["processId": .int(Int64(editor.pid)), "capabilities": [:]])
        #expect(reply.result != nil)
        try daemon.notify("initialized", [:])
        try daemon.expectNothingMore()
        editor.killAndReap()
        #expect(try daemon.waitForExit(timeout: Self.noticeSeconds) == 1)
        #expect(daemon.finalStderr().contains("client process \(editor.pid) is gone: exiting"))
    }

    /// The command line wins: a dead `processId` in `initialize` is not watched while the
    /// command line's process lives; the daemon serves on and ends normally.
    @Test func commandLinePidWinsOverInitialize() throws {
        let editor = try StandInEditor()
        let gone = try StandInEditor()
        gone.killAndReap()
        let daemon = try Daemon(["serve", "--client-process-id", String(editor.pid), "--log-level", "trace"])
        defer { daemon.stop() }
        let reply = try daemon.call("initialize", ["processId": .int(Int64(gone.pid))])
        #expect(reply.result != nil)
        // Two checks of the command line's process, the second after initialize: the dead one
        // initialize named was not watched instead.
        #expect(daemon.waitForStderr("client process \(editor.pid) is alive", count: 2, timeout: 20))
        #expect(!daemon.stderrText.contains("client process \(gone.pid) "))
        #expect(try daemon.call("scene/list").result == ["scenes": []])
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// A process id that names no single process is a usage error at start.
    @Test func aNonPositivePidIsAUsageError() throws {
        let result = try CommandLineTests.run(["serve", "--client-process-id", "0"])
        #expect(result.code != 0)
        #expect(result.code < 128)
        #expect(result.stderr.contains("--client-process-id"))
    }
}
