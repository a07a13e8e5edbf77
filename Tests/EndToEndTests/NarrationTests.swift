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
        #expect(lines[question + 1].hasPrefix("  ← dismissed true, hit canvas (view), action dismissPopover"))
    }

    /// A result's key fields come first and whole, folded over lines of at most 100 characters
    /// (never cut with `…`); `--full` prints every member, pretty.
    @Test func resultsAreToldWhole() throws {
        let session = BinaryLocator.repositoryRoot + "/examples/sessions/popover-settings-help.jsonl"
        let result = try CommandLineTests.run(["run", session, "--narrate"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let tap = try #require(lines.firstIndex { $0.hasPrefix("→ [4] touch/tap") })
        #expect(lines[tap + 1] == "  ← presented true, arrowDirection up, frame [10,57,336,480], arrowTip [54,57], anchor [12,27,84,30],")
        #expect(lines[tap + 2].hasPrefix("    contentFrame [18,85,320,444], hit newGameButton (barButtonItem), action presentPopover,"))
        #expect(lines.contains { $0.contains("placement: 4 candidates (popover/explainPlacement tells them)") })
        #expect(!lines.contains { ($0.hasPrefix("  ←") || $0.hasPrefix("→")) && $0.hasSuffix("…") })
        #expect(lines.filter { $0.hasPrefix("  ←") || $0.hasPrefix("    ") }.allSatisfy { $0.count <= 104 })
        let full = try CommandLineTests.run(["run", session, "--narrate", "--full"])
        let fullLines = full.stdout.split(separator: "\n").map(String.init)
        let fullTap = try #require(fullLines.firstIndex { $0.hasPrefix("→ [4] touch/tap {") })
        #expect(fullLines[fullTap + 1] == String(repeating: " ", count: 18) + "\"scene\": \"game\",")
        #expect(fullLines.contains("      \"layoutVersion\": 2,"))
        #expect(fullLines.contains { $0.contains("\"candidates\": [") })
        let misuse = try CommandLineTests.run(["run", session, "--full"])
        #expect(misuse.code == 64)
        #expect(misuse.stderr.contains("--full needs --narrate"))
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
