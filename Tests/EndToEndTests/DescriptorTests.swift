import Foundation
import PopsplitJSON
import Testing

/// Stdout carries the protocol and nothing else whatever descriptors 0, 1
/// and 2 are at start, and a stderr nobody reads never stops the daemon (protocol.md section 3,
/// "Logs").
@Suite struct DescriptorTests {
    /// A session that logs at every level it can: a bad `$/setTrace` value warns, trace logs
    /// every message.
    static let input =
        [
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"loud"}}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"scene/list"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].joined(separator: "\n") + "\n"

    /// Runs `popsplit serve --log-level trace` under `/bin/sh` with `redirections` applied first
    /// (`exec 2>&-` and the like), stdin from a file holding `input`, stdout into a file; returns
    /// the exit status and what stdout held.
    static func serve(redirections: String, input: String = DescriptorTests.input) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try BinaryLocator.popsplit()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-fds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("in.jsonl").path
        let outputFile = directory.appendingPathComponent("out").path
        let errorFile = directory.appendingPathComponent("err").path
        try input.write(toFile: inputFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"exec <"$1" >"$2" 2>"$3"; \#(redirections) exec "$4" serve --log-level trace"#, "sh", inputFile, outputFile, errorFile, binary,
        ]
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            throw E2EError("popsplit serve with \(redirections) did not exit within 20 s")
        }
        let stdout = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, stdout, stderr)
    }

    /// Every line of `stdout` is a JSON-RPC message; the replies to ids 0, 1 and 2 are there.
    static func expectOnlyProtocol(_ stdout: String, _ context: String) {
        let lines = stdout.split(separator: "\n")
        for line in lines {
            let value = try? JSONCodec.parse(Array(line.utf8))
            #expect(value?["jsonrpc"] == "2.0", "\(context): a line on stdout is not protocol: \(line.prefix(200))")
        }
        let ids = lines.compactMap { try? JSONCodec.parse(Array($0.utf8)) }.compactMap { $0["id"]?.intValue }
        #expect(ids == [0, 1, 2], "\(context): replies \(ids)")
    }

    /// Descriptor 2 closed at start: the private copy of stdout must not take number 2, where the
    /// logger writes (21 of 32 stdout lines were log text before).
    @Test func stderrClosedAtStartKeepsLogsOffStdout() throws {
        let run = try Self.serve(redirections: "exec 2>&-;")
        #expect(run.status == 0)
        Self.expectOnlyProtocol(run.stdout, "2 closed")
    }

    /// stderr the same file as stdout (`2>&1`, not a terminal): logs are discarded rather than
    /// mixed into the protocol.
    @Test func stderrOntoStdoutKeepsLogsOffStdout() throws {
        let run = try Self.serve(redirections: "exec 2>&1;")
        #expect(run.status == 0)
        Self.expectOnlyProtocol(run.stdout, "2>&1")
    }

    /// stdin closed at start: the daemon sees the end of input and exits cleanly; the log says so.
    @Test func stdinClosedAtStartIsTheEndOfInput() throws {
        let run = try Self.serve(redirections: "exec 0<&-;")
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("end of input"))
    }

    /// stdout closed at start: replies go nowhere, the daemon still serves to the end and exits
    /// with 0 after `shutdown` and `exit`, logging to stderr, not into a reopened stdout.
    @Test func stdoutClosedAtStartStillServes() throws {
        let run = try Self.serve(redirections: "exec 1>&-;")
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("popsplit: [trace]"))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("popsplit: [") }, "only log lines on stderr, never a bare reply")
    }

    /// Nobody reads stderr, the client makes it log 100,000 lines (bad `$/setTrace`
    /// values, each different): every request is still answered, and the daemon exits. Before,
    /// it stopped after 737 replies, blocked writing to the full pipe.
    @Test func aStderrNobodyReadsNeverStopsTheDaemon() throws {
        let daemon = try Daemon(["serve", "--log-level", "debug"], readStderr: false)
        try daemon.initialize()
        var bytes: [UInt8] = []
        let notifications = 100_000
        for index in 0..<notifications {
            bytes += Framing.contentLength.frame(Array(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"loud\#(index)"}}"#.utf8))
            if index % 1000 == 999 {
                bytes += Framing.contentLength.frame(Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"scene/list"}"#.utf8))
            }
        }
        // Written from a thread of its own: a daemon that stops reading must fail the test, not hang it.
        nonisolated(unsafe) let target = daemon
        let writer = Thread { [bytes] in try? target.write(bytes) }
        writer.start()
        var answered = 0
        for index in stride(from: 999, to: notifications, by: 1000) {
            guard let reply = try? daemon.next(timeout: 20) else { break }
            #expect(reply["id"] == .int(Int64(index)))
            answered += 1
        }
        #expect(answered == notifications / 1000, "answered \(answered) of \(notifications / 1000) requests")
        guard answered == notifications / 1000 else {
            daemon.stop()
            return
        }
        #expect(try daemon.shutdownAndExit() == 0)
    }
}
