import Foundation
import PopsplitJSON
import Testing

/// `popsplit run` exits 1 when a request did not go as the script says (protocol.md 11): a refused
/// request not marked `// @error`, a marked one that succeeded, a marked code that differs.
@Suite struct StepOutcomeTests {
    /// Plays `body` (after `initialize`) as a script; exit code and stderr.
    static func play(_ body: String, extra: [String] = []) throws -> (code: Int32, stderr: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-outcomes-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\n" + body
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run(["run", path] + extra)
        return (result.code, result.stderr)
    }

    /// A refusal the script does not mark fails the run, naming the step, its method, the code and
    /// the marker to add; marked, the run passes.
    @Test func anUnmarkedRefusalFailsTheRun() throws {
        let refused = #"{"jsonrpc":"2.0","id":2,"method":"scene/layout","params":{"scene":"nope"}}"# + "\n"
        let unmarked = try Self.play(refused)
        #expect(unmarked.code == 1)
        #expect(unmarked.stderr.contains("1 step of"))
        #expect(unmarked.stderr.contains("step 2 scene/layout failed (-32011 unknown scene \"nope\"); mark it // @error if the script means it"))
        #expect(try Self.play("// @error\n" + refused).code == 0)
        #expect(try Self.play("// @error -32011\n" + refused).code == 0)
        let wrongCode = try Self.play("// @error -32012\n" + refused)
        #expect(wrongCode.code == 1)
        #expect(wrongCode.stderr.contains("step 2 scene/layout failed with -32011, not -32012 as marked"))
    }

    /// A marked request that succeeds fails the run; a mark covers only the next message line.
    @Test func aMarkedSuccessFailsTheRun() throws {
        let fine = #"{"jsonrpc":"2.0","id":2,"method":"scene/list"}"# + "\n"
        let result = try Self.play("// @error\n// another comment\n" + fine + fine.replacingOccurrences(of: "\"id\":2", with: "\"id\":3"))
        #expect(result.code == 1)
        #expect(result.stderr.contains("step 2 scene/list was marked // @error but succeeded"))
        #expect(!result.stderr.contains("step 3"))
    }

    /// A marked batch expects at least one of its requests refused; the others may succeed.
    @Test func aMarkedBatchNeedsOneRefusal() throws {
        let batch = #"[{"jsonrpc":"2.0","id":2,"method":"scene/list"},{"jsonrpc":"2.0","id":3,"method":"scene/layout","params":{"scene":"nope"}}]"# + "\n"
        #expect(try Self.play("// @error\n" + batch).code == 0)
        #expect(try Self.play(batch).code == 1)
        let allFine = #"[{"jsonrpc":"2.0","id":2,"method":"scene/list"}]"# + "\n"
        let result = try Self.play("// @error\n" + allFine)
        #expect(result.code == 1)
        #expect(result.stderr.contains("step 2 (a batch) was marked // @error but none of its requests was refused so"))
    }

    /// `--update` writes the golden file whatever the outcomes.
    @Test func updateIgnoresOutcomes() throws {
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("popsplit-outcomes-\(UUID().uuidString).golden").path
        defer { try? FileManager.default.removeItem(atPath: golden) }
        let refused = #"{"jsonrpc":"2.0","id":2,"method":"scene/layout","params":{"scene":"nope"}}"# + "\n"
        #expect(try Self.play(refused, extra: ["--expect", golden, "--update"]).code == 0)
        #expect(try Self.play(refused, extra: ["--expect", golden]).code == 1)
    }
}
