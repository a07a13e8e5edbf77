import Foundation
import PopsplitRPC
import PopsplitService

/// The scripted sessions in `examples/sessions`: finding them, reading them, and playing them in
/// process the way `popsplit run` does (Sources/popsplit/Subcommands/RunCommand.swift).
enum ExampleSessions {
    /// The repository's root directory, found from this file's path
    /// (`<root>/Tests/PopsplitServiceTests/Sessions/ExampleSessions.swift`).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The directory holding the scripts and their golden transcripts.
    static let directory = repositoryRoot + "/examples/sessions"

    /// The sessions' names (`navigation` for `navigation.jsonl`), sorted; empty when the directory
    /// cannot be listed (a test then fails on it).
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return
            files
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".transcript.jsonl") }
            .map { String($0.dropLast(".jsonl".count)) }
            .sorted()
    }()

    /// The path of session `name`'s script.
    static func scriptPath(_ name: String) -> String { directory + "/\(name).jsonl" }

    /// The path of session `name`'s golden transcript.
    static func goldenPath(_ name: String) -> String { directory + "/\(name).transcript.jsonl" }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Reads scene documents as `popsplit run` does: a relative path is resolved against
    /// `directory` (the script's directory), an absolute one is used as is.
    static func fileReader(relativeTo directory: String) -> (String) -> Result<String, DocumentReadError> {
        { path in
            let resolved = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
            guard let data = FileManager.default.contents(atPath: resolved) else {
                let reason = FileManager.default.fileExists(atPath: resolved) ? "Permission denied" : "No such file or directory"
                return .failure(DocumentReadError("cannot read \(resolved): \(reason)"))
            }
            return .success(String(decoding: data, as: UTF8.self))
        }
    }

    /// Plays session `name` through a fresh server and session, in process.
    static func play(_ name: String) throws -> ScriptTranscript {
        let script = try bytes(scriptPath(name))
        let server = PopsplitServer(readFile: fileReader(relativeTo: directory))
        let session = RPCSession(handler: server, logger: CollectingLogger())
        return ScriptRunner().run(script: script, session: session)
    }
}
