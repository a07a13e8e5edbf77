import Foundation
import PopsplitRPC
import Testing

/// Every scripted session in `examples/sessions` replays, in process, to exactly the bytes of its
/// golden transcript (`NAME.transcript.jsonl`, written by `popsplit run NAME.jsonl --expect
/// NAME.transcript.jsonl --update`), and replays to the same bytes every time. The same scripts
/// are played by the built binary and validated against schema/protocol.schema.json in
/// schema/checks/schema_check.py.
@Suite struct ExampleSessionTests {
    /// The sessions the protocol's documentation and the demo rely on.
    static let required = [
        "navigation", "form-sheet", "tabs-snapshot", "rotation-refusal", "page-view", "bad-input",
        "popover-master-list", "popover-settings-help", "popover-rotation", "popover-delegate-refuses", "popover-keyboard",
        "popover-explain",
        "split-mail", "split-mail-ios50", "split-settings", "split-errors", "versatile-split", "versatile-slide",
        "versatile-panes", "split-master-presentation",
    ]

    /// The required sessions exist, each with its golden transcript, and no golden is left without
    /// its script.
    @Test func everySessionHasItsGoldenTranscript() throws {
        for name in Self.required {
            #expect(ExampleSessions.names.contains(name), "examples/sessions/\(name).jsonl is missing")
        }
        for name in ExampleSessions.names {
            #expect(FileManager.default.fileExists(atPath: ExampleSessions.goldenPath(name)), "\(name) has no golden transcript")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: ExampleSessions.directory)
        for golden in files where golden.hasSuffix(".transcript.jsonl") {
            let name = String(golden.dropLast(".transcript.jsonl".count))
            #expect(ExampleSessions.names.contains(name), "\(golden) has no script")
        }
    }

    /// The session's transcript equals its golden file byte for byte, and the session ends as its
    /// script says (`shutdown` then `exit`: exit code 0).
    @Test(arguments: ExampleSessions.names)
    func transcriptMatchesGolden(name: String) throws {
        let golden = try ExampleSessions.bytes(ExampleSessions.goldenPath(name))
        let transcript = try ExampleSessions.play(name)
        let actual = Array(transcript.text.utf8)
        if actual != golden {
            let diff = TranscriptDiff(expectedText: String(decoding: golden, as: UTF8.self), actualText: transcript.text)
            Issue.record("\(name): transcript differs from its golden file:\n\(diff.render(expectedName: "golden", actualName: "actual"))")
        }
        #expect(transcript.exitCode == 0)
        #expect(!transcript.lines.isEmpty)
    }

    /// Playing the same script twice, each time on a fresh server, gives the same bytes
    /// (determinism: no clock, no randomness).
    @Test(arguments: ExampleSessions.names)
    func replayIsDeterministic(name: String) throws {
        let first = try ExampleSessions.play(name)
        let second = try ExampleSessions.play(name)
        #expect(first == second)
        #expect(first.text == second.text)
    }

    /// A relative document path resolves against the script's directory, as `popsplit run` does;
    /// an unreadable path becomes a read error naming the resolved path.
    @Test func fileReaderResolvesAgainstTheScriptDirectory() throws {
        let read = ExampleSessions.fileReader(relativeTo: ExampleSessions.directory)
        let scene = try read("../scenes/tabs.json").get()
        #expect(scene.contains("\"tabBar\""))
        let absolute = try read(ExampleSessions.repositoryRoot + "/examples/scenes/tabs.json").get()
        #expect(absolute == scene)
        switch read("../scenes/missing.json") {
        case .success: Issue.record("a missing file was read")
        case .failure(let error): #expect(error.message == "cannot read \(ExampleSessions.directory)/../scenes/missing.json: No such file or directory")
        }
    }
}
