import Foundation
import PopsplitRPC
import PopsplitService
import Testing

/// docs/first-scene.md's documents and sessions stay valid: every step's document
/// decodes without a diagnostic, and every session plays, in process as `popsplit run` plays it,
/// to its end with no error response, the taps hitting what the tutorial says they hit.
@Suite struct FirstSceneTutorialTests {
    /// The tutorial's directory.
    static let directory = ExampleSessions.repositoryRoot + "/docs/first-scene"

    /// The names of the files in the tutorial's directory ending in `suffix`, without it, sorted.
    static func names(ending suffix: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    /// Plays session `name` of the tutorial, documents read from the tutorial's directory.
    static func play(_ name: String) throws -> ScriptTranscript {
        let script = try ExampleSessions.bytes(directory + "/\(name).jsonl")
        let server = PopsplitServer(readFile: ExampleSessions.fileReader(relativeTo: directory))
        return ScriptRunner().run(script: script, session: RPCSession(handler: server, logger: CollectingLogger()))
    }

    /// The tutorial's five steps, each a document, and sessions for steps 3 to 5.
    @Test func theStepsAreThere() {
        #expect(Self.names(ending: ".json") == ["1-split", "2-rows", "3-portrait", "4-popover", "5-actions"])
        #expect(Self.names(ending: ".jsonl") == ["3-portrait", "4-popover", "5-actions"])
        #expect(Self.names(ending: ".png").count == 6)
    }

    /// Every step's document decodes without any diagnostic.
    @Test(arguments: names(ending: ".json"))
    func everyDocumentDecodesCleanly(name: String) throws {
        let text = try String(contentsOfFile: Self.directory + "/\(name).json", encoding: .utf8)
        let check = DocumentFixtures.decoder.check(text: text)
        #expect(check.diagnostics.map(\.message) == [])
        #expect(check.document != nil)
    }

    /// Every session ends cleanly, with no error response.
    @Test(arguments: names(ending: ".jsonl"))
    func everySessionPlaysWithoutAnError(name: String) throws {
        let transcript = try Self.play(name)
        #expect(transcript.exitCode == 0)
        #expect(!transcript.lines.isEmpty)
        #expect(transcript.lines.filter { $0.contains(#""error":{"code""#) } == [])
    }

    /// VIEW-01 in the tutorial: the taps the text describes hit the master's button, the Inbox
    /// row (a table cell, whose action pushes), the Move item and the folders' rows.
    @Test func theTapsHitWhatTheTutorialSays() throws {
        let portrait = try Self.play("3-portrait").text
        #expect(portrait.contains(#""hit":{"id":"mailSplit.masterButton","kind":"barButtonItem"},"action":"toggleMaster""#))
        #expect(portrait.contains(#""hit":{"id":"inboxRow","kind":"tableCell"},"action":"push""#))
        let actions = try Self.play("5-actions").text
        #expect(actions.contains(#""hit":{"id":"moveItem","kind":"barButtonItem"},"action":"presentPopover""#))
        #expect(actions.contains(#""hit":{"id":"toTrash","kind":"tableCell"},"action":"custom","name":"moveToTrash""#))
        #expect(actions.contains(#""hit":{"id":"toArchive","kind":"tableCell"},"action":"dismissPopover""#))
        #expect(actions.contains(#""dismissed":false,"reason":"delegate""#))
    }
}
