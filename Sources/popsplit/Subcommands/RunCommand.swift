import ArgumentParser
import PopsplitFiles
import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// `popsplit run session.jsonl`: plays a scripted session and prints the transcript.
struct RunCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play a newline-delimited session script through the daemon and print every message it writes.",
        discussion: """
            Each script line is one JSON-RPC message. A question the daemon asks is answered by the next \
            line when that line is a response; otherwise the default answer applies at once. Relative \
            document paths in the script are resolved against the script's directory. Same script in, \
            same bytes out.
            """)

    /// The script.
    @Argument(help: "The session script (.jsonl).")
    var session: String

    /// A golden transcript to compare with.
    @Option(name: .long, help: "Compare the transcript with this golden file; print a diff and fail on mismatch.")
    var expect: String?

    /// Rewrites the golden file instead of comparing.
    @Flag(name: .long, help: "With --expect: write the transcript to the golden file instead of comparing.")
    var update = false

    /// Leak proof for the JSON layer.
    @Flag(name: .long, help: "After the session, fail unless every jansson allocation was freed.")
    var checkJsonLeaks = false

    /// A narrated run.
    @Flag(
        name: .long,
        help:
            "Narrate instead of printing the transcript: the script's comments, each request, its events and result, and the scene drawn as text after every change."
    )
    var narrate = false

    /// The text grid of a narrated run.
    @Option(name: .long, help: "With --narrate: the text picture's grid as COLSxROWS (default 96x40).")
    var size: String = "96x40"

    /// How much to log to stderr.
    @Option(name: .long, help: "How much to log to stderr.")
    var logLevel: LogLevelArgument = .warning

    /// How the script is read.
    @OptionGroup var scriptInput: ScriptInput

    /// Plays the script, prints or compares the transcript.
    func run() throws {
        let script = try scriptInput.load(session)
        let base = FileText.directory(of: session)
        // Documents resolve against the script's directory, which counts as a workspace root; a
        // script whose initialize names no root may read any regular file (the user chose it).
        let files = DocumentFiles(base: base, extraRoots: [base.isEmpty ? "." : base], defaultRoots: ["/"])
        let server = PopsplitServer(files: { files.text(of: $0) })
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        let rpc = RPCSession(handler: server, logger: logger)
        var narrator = try narrate ? Narrator(server: server, size: size) : nil
        let transcript = ScriptRunner().run(script: script, session: rpc, observe: narrator.map { n in { n.observe($0) } })
        narrator = nil
        if narrate { return }
        try finish(transcript)
        if checkJsonLeaks {
            let live = JSONAllocations.live
            printError("json leak check: \(live) jansson block(s) live")
            if live != 0 { throw ExitCode(3) }
        }
    }

    /// Prints the transcript, or compares it with (or writes) the golden file.
    private func finish(_ transcript: ScriptTranscript) throws {
        guard let expect else {
            print(transcript.text, terminator: "")
            return
        }
        if update {
            guard FileText.write(transcript.text, to: expect) else {
                printError("cannot write \(expect)")
                throw ExitCode(2)
            }
            return
        }
        switch FileText.text(expect) {
        case .failure(let error):
            printError(error.message)
            throw ExitCode(2)
        case .success(let golden):
            let diff = TranscriptDiff(expectedText: golden, actualText: transcript.text)
            if diff.isEqual {
                print(transcript.text, terminator: "")
                return
            }
            printError("transcript differs from \(expect):\n" + diff.render(expectedName: expect, actualName: session))
            throw ExitCode(1)
        }
    }
}
