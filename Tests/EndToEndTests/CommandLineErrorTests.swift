import Foundation
import PopsplitJSON
import Testing

/// The command line's failures as a person reads them: a broken document in
/// a session as `FILE:LINE:COLUMN` lines, every failure with its reason, each subcommand's own
/// usage, help without doubled defaults, `serve --workspace-root`.
@Suite struct CommandLineErrorTests {
    /// A directory holding a document with three errors and a session opening it.
    static func brokenSession() throws -> String {
        let root = try ScriptInputTests.temporaryDirectory()
        let document = """
            {"popsplit": 1,
             "root": {"id": "root", "type": "navigation", "children": [
                {"id": "a", "type": "plain", "bogus": 1},
                {"id": "b", "type": "wat"}
             ], "extra": true}}
            """
        try document.write(toFile: root + "/bad.json", atomically: true, encoding: .utf8)
        let script = """
            {"jsonrpc":"2.0","id":1,"method":"initialize"}
            // the document is broken
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"scene":"s","path":"bad.json"}}
            """
        try script.write(toFile: root + "/s.jsonl", atomically: true, encoding: .utf8)
        return root
    }

    /// `render --session` on a session whose document is broken: every problem as
    /// `FILE:LINE:COLUMN: error:`, the failing step named, exit 1, never a JSON-RPC reply.
    @Test func renderReportsASessionsBrokenDocument() throws {
        let root = try Self.brokenSession()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CommandLineTests.run(["render", "--session", root + "/s.jsonl", "--format", "text"])
        #expect(result.code == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix(root + "/bad.json:") && $0.contains(": error: ") }.count == 3, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix(root + "/bad.json:3:") && $0.contains(#"unknown key "bogus""#) })
        #expect(lines.contains { $0.hasPrefix(root + "/bad.json:4:") && $0.contains(#"unknown controller type "wat""#) })
        #expect(lines.last == "popsplit render: cannot draw: step 2 (\(root)/s.jsonl:3, scene/open) failed on bad.json")
        #expect(!result.stderr.contains("jsonrpc"))
        #expect(result.stdout.isEmpty)
    }

    /// `render DOCUMENT` on the same document: the same lines.
    @Test func renderReportsABrokenDocument() throws {
        let root = try Self.brokenSession()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CommandLineTests.run(["render", root + "/bad.json"])
        #expect(result.code == 1)
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("/bad.json:") && $0.contains(": error: ") }.count == 3)
        #expect(!result.stderr.contains("jsonrpc"))
    }

    /// A picture that cannot be written says why (the system's reason), for PNG and SVG alike.
    @Test func writeFailuresSayWhy() throws {
        let tabs = BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"
        for format in ["png", "svg"] {
            let result = try CommandLineTests.run(["render", tabs, "--format", format, "-o", "/nonexistent/x.\(format)"])
            #expect(result.code == 1)
            #expect(result.stderr.contains("popsplit render: cannot write /nonexistent/x.\(format): No such file or directory"), "\(result.stderr)")
        }
    }

    /// A bad option value prints the subcommand's usage, not the root's.
    @Test func usageErrorsShowTheSubcommandsUsage() throws {
        for (arguments, usage) in [
            (["render", "x.json", "--size", "3"], "Usage: popsplit render"),
            (["run", "x.jsonl", "--size", "3"], "Usage: popsplit run"),
            (["render", "--format", "png"], "Usage: popsplit render"),
            (["serve", "--workspace-root", "/nonexistent/root"], "Usage: popsplit serve"),
        ] {
            let result = try CommandLineTests.run(arguments)
            #expect(result.code == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(usage), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Usage: popsplit <subcommand>"), "\(arguments): \(result.stderr)")
        }
        let root = try CommandLineTests.run(["serve", "--workspace-root", "/nonexistent/root"])
        #expect(root.stderr.contains("--workspace-root /nonexistent/root: No such file or directory"), "\(root.stderr)")
    }

    /// No help text says its default twice (`(default 96x48). (default: 96x48)`).
    @Test func helpSaysEachDefaultOnce() throws {
        for subcommand in ["serve", "run", "render", "preview"] {
            let result = try CommandLineTests.run([subcommand, "--help"])
            #expect(result.code == 0)
            let help = result.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: #" +"#, with: " ", options: .regularExpression)
            let doubled = try NSRegularExpression(pattern: #"\(default[^)]*\)[.;]? \(default"#)
            let range = NSRange(help.startIndex..., in: help)
            #expect(doubled.firstMatch(in: help, range: range) == nil, "\(subcommand): \(help)")
        }
        let run = try CommandLineTests.run(["run", "--help"])
        #expect(run.stdout.contains("--pictures"))
        let render = try CommandLineTests.run(["render", "--help"])
        #expect(render.stdout.contains("--step"))
        let serve = try CommandLineTests.run(["serve", "--help"])
        #expect(serve.stdout.contains("--workspace-root"))
    }

    /// `serve --workspace-root DIR`: documents under DIR open, others (the working directory
    /// included) do not, and a link inside DIR to a file outside is refused as a client root's is.
    @Test func serveWorkspaceRoot() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        let outside = try ScriptInputTests.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let tabs = try String(contentsOfFile: BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json", encoding: .utf8)
        try tabs.write(toFile: root + "/tabs.json", atomically: true, encoding: .utf8)
        try tabs.write(toFile: outside + "/secret.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: outside + "/secret.json")
        let daemon = try Daemon(["serve", "--workspace-root", root], framing: .newline)
        defer { daemon.stop() }
        try daemon.initialize()
        let inside = try daemon.call("scene/open", ["path": .string(root + "/tabs.json")])
        #expect(inside.errorCode == nil, "\(inside.response)")
        for path in [outside + "/secret.json", root + "/link.json", BinaryLocator.repositoryRoot + "/examples/scenes/tabs.json"] {
            let refused = try daemon.call("scene/open", ["path": .string(path)])
            #expect(refused.errorCode == -32602, "\(path): \(refused.response)")
            #expect(refused.errorMessage?.contains("expected a file under a workspace root (\(root))") == true, "\(refused.response)")
        }
        #expect(try daemon.shutdownAndExit() == 0)
    }
}
