import Foundation
import PopsplitJSON
import Testing

/// The demo's narration shows the placement explanation in full and each delegate
/// question with its answer; a golden mismatch prints what changed and fails.
@Suite struct NarrationTests {
    /// The README's demo session.
    static let demo = BinaryLocator.repositoryRoot + "/examples/sessions/demo.jsonl"

    /// Every candidate of the explanation step on its own line, with why it won or lost; the
    /// tap outside the popover asks the delegate, and the `?` line says the script answered YES.
    @Test func theDemoNarrationTellsTheExplanationAndTheQuestion() throws {
        let result = try CommandLineTests.run(["run", Self.demo, "--narrate"])
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("→ [4] popover/explainPlacement") })
        #expect(lines.contains { $0.hasPrefix("  ← placement of a 320×600 content from the anchor 5,27 60×30") })
        #expect(lines.contains { $0.contains("✓ arrow up") && $0.contains("below the anchor") && $0.contains("chosen") })
        #expect(lines.contains { $0.contains("✗ arrow down") && $0.contains("lost, the arrow cannot reach the anchor from this side") })
        #expect(lines.filter { $0.contains("lost, not permitted") }.count == 2)
        #expect(
            lines.contains("  ? popoverControllerShouldDismissPopover: popoverController masterPopover → YES, the script's answer (step 7)"),
            "\(result.stdout)")
        #expect(!lines.contains { $0.hasPrefix("→") && $0.contains("answer {") })
    }

    /// A question left to its default says so.
    @Test func aDefaultAnswerIsSaid() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scene = BinaryLocator.repositoryRoot + "/examples/scenes/popover-delegate.json"
        let script = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}
            {"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"\(scene)","scene":"sketch"}}
            {"jsonrpc":"2.0","id":3,"method":"touch/tap","params":{"scene":"sketch","point":[80,986]}}
            {"jsonrpc":"2.0","id":4,"method":"touch/tap","params":{"scene":"sketch","point":[600,300]}}
            {"jsonrpc":"2.0","id":5,"method":"scene/list"}
            """
        try script.write(toFile: root + "/s.jsonl", atomically: true, encoding: .utf8)
        let result = try CommandLineTests.run(["run", root + "/s.jsonl", "--narrate", "--log-level", "error"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        guard let question = lines.firstIndex(of: "  ? popoverControllerShouldDismissPopover: popoverController brushPopover → YES, the default answer"),
            let next = lines.firstIndex(where: { $0.hasPrefix("→ [5] scene/list") })
        else {
            Issue.record("no default-answer line before step 5: \(result.stdout)")
            return
        }
        #expect(question < next)
        #expect(lines[question + 1].contains(#""dismissed":true"#))
    }

    /// `--expect` with a golden that differs: what changed, by field, then the diff; exit 1; with
    /// `--narrate` too.
    @Test func aGoldenMismatchIsToldAndFails() throws {
        let root = try ScriptInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let golden = try String(contentsOfFile: BinaryLocator.repositoryRoot + "/examples/sessions/demo.transcript.jsonl", encoding: .utf8)
        let changed = golden.replacingOccurrences(of: #""arrowOffset":-138"#, with: #""arrowOffset":-137"#)
        #expect(changed != golden)
        try changed.write(toFile: root + "/golden.jsonl", atomically: true, encoding: .utf8)
        for extra in [[], ["--narrate"]] {
            let result = try CommandLineTests.run(["run", Self.demo, "--expect", root + "/golden.jsonl"] + extra)
            #expect(result.code == 1, "\(extra): \(result.stderr)")
            #expect(result.stderr.contains("differs from \(root)/golden.jsonl; what changed"), "\(result.stderr)")
            #expect(result.stderr.contains(": $.result.arrowOffset: -137 → -138"), "\(result.stderr)")
            #expect(result.stderr.contains("@@ -"))
        }
        let same = try CommandLineTests.run([
            "run", Self.demo, "--narrate", "--expect", BinaryLocator.repositoryRoot + "/examples/sessions/demo.transcript.jsonl",
        ])
        #expect(same.code == 0, "\(same.stderr)")
        #expect(!same.stdout.contains(#"{"jsonrpc""#))
    }
}
