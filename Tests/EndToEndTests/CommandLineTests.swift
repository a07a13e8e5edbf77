import Foundation
import PopsplitJSON
import Testing

/// The executable's command line: `--version`, `--help`, `serve --help`, and `run` with the
/// JSON leak check.
@Suite struct CommandLineTests {
    /// Runs `popsplit <arguments>` to its end; returns exit code, stdout and stderr.
    static func run(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
        let daemon = try Daemon(arguments, framing: .newline)
        daemon.closeInput()
        let code = try daemon.waitForExit()
        _ = daemon.stdout.wait(until: Date().addingTimeInterval(10)) { _, closed in closed }
        return (code, String(decoding: daemon.stdout.contents.bytes, as: UTF8.self), daemon.finalStderr())
    }

    /// `--version` prints the server's version.
    @Test func version() throws {
        let result = try Self.run(["--version"])
        #expect(result.code == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    /// `--help` names the subcommands.
    @Test func help() throws {
        let result = try Self.run(["--help"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("serve"))
        #expect(result.stdout.contains("run"))
    }

    /// `serve --help` documents the log level and stdio flags.
    @Test func serveHelp() throws {
        let result = try Self.run(["serve", "--help"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("--log-level"))
        #expect(result.stdout.contains("--stdio"))
        #expect(result.stdout.contains("trace"))
        #expect(result.stdout.contains("--trace-limit"))
    }

    /// An unknown subcommand or option is a usage error (non-zero), not a crash.
    @Test func usageError() throws {
        let result = try Self.run(["serve", "--no-such-flag"])
        #expect(result.code != 0)
        #expect(result.code < 128)
        #expect(!result.stderr.isEmpty)
    }

    /// `popsplit run --check-json-leaks` on a session (open, tap, rotate, a question answered,
    /// errors, shutdown) exits 0 and reports no live jansson block; the transcript is strict
    /// newline JSON.
    @Test func runChecksJSONLeaks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-e2e-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"
        let script = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}
            {"jsonrpc":"2.0","method":"initialized"}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"\(scene)"}}
            {"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"s1","point":[494,999]}}
            {"jsonrpc":"2.0","id":"q1","result":false}
            {"jsonrpc":"2.0","id":4,"method":"device/rotate","params":{"scene":"s1","orientation":"landscapeLeft"}}
            {"jsonrpc":"2.0","id":5,"method":"scene/snapshot","params":{"scene":"s1"}}
            // @error -32601
            {"jsonrpc":"2.0","id":6,"method":"no/such"}
            // @error -32010
            {"jsonrpc":"2.0","id":7,"method":"scene/open","params":{"text":"{\\"popsplit\\": 1, \\"root\\": 3}"}}
            // @invalid
            not json
            {"jsonrpc":"2.0","id":8,"method":"shutdown"}
            {"jsonrpc":"2.0","method":"exit"}
            """
        let path = directory.appendingPathComponent("session.jsonl").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["run", "--check-json-leaks", path])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        // The blocks were counted (some were allocated), and none is left.
        let check = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("json leak check: ") })
        #expect(check.hasPrefix("json leak check: 0 jansson block(s) live of "))
        let allocated = Int(check.split(separator: " ").dropLast().last ?? "") ?? 0
        #expect(allocated > 0, "\(check)")
        let messages = try StrictFrameReader(framing: .newline).readAll(Array(result.stdout.utf8))
        let ids = messages.compactMap { $0["method"] == nil ? $0["id"] : nil }
        let expected: [JSONValue] = [1, 2, 3, 4, 5, 6, 7, nil, 8]
        #expect(ids == expected)
        #expect(messages.contains { $0["method"] == "delegate/tabBarControllershouldSelectViewController" })
    }

    /// `popsplit run` refuses a broken script before playing it: `FILE:LINE:COLUMN:`
    /// on stderr, exit status 65, nothing on stdout.
    @Test func runRefusesABrokenScript() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-broken-\(getpid())-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\n// a comment\n{\"jsonrpc\":\"2.0\",\"id\":2, oops}\n"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["run", path])
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(path):3:"))
        #expect(result.stderr.contains("error: not JSON"))
    }
}
