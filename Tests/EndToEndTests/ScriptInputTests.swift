import Foundation
import PopsplitJSON
import Testing

/// The command line reads session scripts as documents are read, and says
/// what is wrong as a person reads it.
@Suite struct ScriptInputTests {
    /// A temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-scripts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `popsplit run /dev/zero` grew to 812 MB and never returned; `render --session /dev/zero`
    /// grew 60 MB/s. Now a device, a FIFO and a directory are refused at once, exit 2, naming
    /// the file and what it is.
    @Test func specialFilesAreRefusedAtOnce() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/pipe.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (arguments, what) in [
            (["run", "/dev/zero"], "a character device"),
            (["render", "--session", "/dev/zero", "--format", "text"], "a character device"),
            (["run", fifo], "a FIFO (named pipe)"),
            (["run", directory], "a directory"),
        ] {
            let result = try CommandLineTests.run(arguments)
            #expect(result.code == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("error: cannot read"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("it is \(what), not a regular file"), "\(arguments): \(result.stderr)")
        }
    }

    /// A script over `--max-script-bytes` is refused before it is read whole; a line over the
    /// limit is reported at FILE:LINE:COLUMN, exit 65.
    @Test func sizeAndLineLimits() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/big.jsonl"
        let long = #"{"jsonrpc":"2.0","id":1,"method":"scene/list","params":{"pad":""# + String(repeating: "x", count: 3000) + #""}}"#
        try (#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"# + "\n" + long + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let refused = try CommandLineTests.run(["run", script, "--max-script-bytes", "2048"])
        #expect(refused.code == 2)
        #expect(refused.stderr.contains("\(script): error: cannot read \(script): it has 3"), "\(refused.stderr)")
        #expect(refused.stderr.contains("more than the limit of 2048 (--max-script-bytes)"), "\(refused.stderr)")
        let outOfRange = try CommandLineTests.run(["run", script, "--max-script-bytes", "10"])
        #expect(outOfRange.code != 0)
        #expect(outOfRange.stderr.contains("--max-script-bytes must be 1024"), "\(outOfRange.stderr)")
        let lineScript = directory + "/line.jsonl"
        try (String(repeating: "\n", count: 2) + long + "\n").write(toFile: lineScript, atomically: true, encoding: .utf8)
        let lineProblem = try CommandLineTests.run(["run", lineScript, "--max-line-bytes", "2048"])
        #expect(lineProblem.code == 65, "\(lineProblem.stderr)")
        #expect(
            lineProblem.stderr.contains("\(lineScript):3:2049: error: the line has \(long.utf8.count) bytes, more than the limit of 2048"),
            "\(lineProblem.stderr)")
    }

    /// `--scale 0x10` was read as hexadecimal 16 (and `0x1` as 1): decimal numbers only.
    @Test func scaleIsDecimal() throws {
        for value in ["0x10", "0x1", "1e400", "nan", "inf"] {
            let result = try CommandLineTests.run(["render", "examples/scenes/tabs.json", "--scale", value])
            #expect(result.code != 0, "\(value) was taken")
            #expect(result.stderr.contains("--scale takes a decimal number from 0.1 to 8"), "\(value): \(result.stderr)")
        }
        let taken = try CommandLineTests.run(["render", "examples/scenes/tabs.json", "--scale", "2.5"])
        #expect(taken.code == 0, "\(taken.stderr)")
        #expect(taken.stdout.contains("width=\"1920\""), "\(taken.stdout.prefix(300))")
    }

    /// The CLI printed raw JSON-RPC error objects for a broken document; now each diagnostic is
    /// a FILE:LINE:COLUMN line.
    @Test func renderTellsDocumentErrorsAsCompilersDo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = directory + "/bad.json"
        try #"{"popsplit": 1, "controllers": [{"id": "a", "type": "bogus"}]}"#.write(toFile: document, atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run(["render", document, "--format", "text"])
        #expect(result.code == 1)
        #expect(!result.stderr.contains("\"jsonrpc\""), "\(result.stderr)")
        #expect(result.stderr.contains("\(document):1:1: error: missing key \"root\""), "\(result.stderr)")
        #expect(result.stderr.contains("\(document):1:53: error: unknown controller type \"bogus\""), "\(result.stderr)")
        #expect(result.stderr.contains("popsplit render: cannot open \(document)"), "\(result.stderr)")
    }
}
