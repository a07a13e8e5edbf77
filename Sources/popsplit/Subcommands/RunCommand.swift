import PopsplitFiles
import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// `popsplit run session.jsonl`: plays a scripted session and prints the transcript.
struct RunCommand: Subcommand {
    /// The script.
    var session = ""
    /// A golden transcript to compare with.
    var expect: String?
    /// Rewrites the golden file instead of comparing.
    var update = false
    /// Leak proof for the JSON layer.
    var checkJsonLeaks = false
    /// A narrated run.
    var narrate = false
    /// The text grid of a narrated run and of text pictures.
    var size: String = "96x40"
    /// A directory to draw every step that changed the screen into.
    var pictures: String?
    /// The pictures' format.
    var format: PictureFormat?
    /// With narration: every result and params whole, pretty-printed.
    var full = false
    /// With pictures: how many moments of each animated change to draw besides its end.
    var moments = 3
    /// With pictures: print the transcript rather than a line per step.
    var transcript = false
    /// With pictures: print nothing on standard output.
    var quiet = false
    /// How much to log to stderr.
    var logLevel: LogLevelArgument = .warning
    /// How the script is read.
    var scriptInput = ScriptInput()

    /// The subcommand's command line.
    static var spec: CommandSpec<RunCommand> {
        CommandSpec(
            name: "run",
            abstract: "Play a newline-delimited session script through the daemon and print every message it writes.",
            discussion: """
                Each script line is one JSON-RPC message. A question the daemon asks is answered by the next \
                line when that line is a response; otherwise the default answer applies at once. Relative \
                document paths in the script are resolved against the script's directory. Same script in, \
                same bytes out.

                Each message line played is a step, numbered from 1 (comments and blank lines are not). With \
                --pictures DIR, every step that changed the screen is drawn into DIR as NNN-METHOD.png (or \
                .svg, .txt), and DIR/index.html shows the session as a flip-book: each step's comments, \
                request, questions, events, result and picture; a change that animated also gets --moments \
                pictures of its way (NNN-METHOD.tMS.png, MS milliseconds in), which the flip-book plays. \
                `popsplit render --session FILE --step N` \
                draws the state after step N. With --expect, a mismatch prints what changed (field by field, \
                then as a line diff) and exits 1.
                """,
            arguments: [.required("session", \.session, help: "The session script (.jsonl).")],
            options: [
                .optional("expect", \.expect, help: "Compare the transcript with this golden file; print a diff and fail on mismatch."),
                .flag("update", \.update, help: "With --expect: write the transcript to the golden file instead of comparing."),
                .flag("check-json-leaks", \.checkJsonLeaks, help: "After the session, fail unless every jansson allocation was freed."),
                .flag(
                    "narrate", \.narrate,
                    help:
                        "Narrate instead of printing the transcript: the script's comments, each request, its events and result, and the scene drawn as text after every change."
                ),
                .flag("full", \.full, help: "With --narrate: every request's params and result whole, pretty-printed."),
                .value("size", \.size, help: "With --narrate, or --pictures --format text: the text picture's grid as COLSxROWS."),
                .optional(
                    "pictures", \.pictures, valueName: "directory",
                    help:
                        "Draw each step that changed the screen into this directory (made if missing), with index.html, a flip-book of the session."
                ),
                .optional("format", \.format, help: "With --pictures: png, svg or text (default: png)."),
                .value(
                    "moments", \.moments, valueName: "n",
                    help:
                        "With --pictures: pictures of each animated change on its way (at 1/(n+1), 2/(n+1) ... of its duration), played by the flip-book; 0 to 12."
                ),
                .flag(
                    "transcript", \.transcript,
                    help: "With --pictures: print the transcript on standard output rather than a line per step."),
                .flag("quiet", short: "q", \.quiet, help: "With --pictures: print nothing on standard output (the pictures and index.html only)."),
                .value("log-level", \.logLevel, help: "How much to log to stderr."),
            ] + ScriptInput.options.map { $0.lifted(\.scriptInput) })
    }

    /// Refuses option values and combinations that cannot work, with this command's usage.
    func validate() throws {
        try scriptInput.validate()
        _ = try Narrator.options(size: size)
        if update, expect == nil { throw UsageError("--update needs --expect FILE") }
        if format != nil, pictures == nil { throw UsageError("--format needs --pictures DIR") }
        if update, narrate { throw UsageError("--update and --narrate exclude each other") }
        if transcript || quiet, pictures == nil { throw UsageError("--\(transcript ? "transcript" : "quiet") needs --pictures DIR") }
        if transcript, quiet { throw UsageError("--transcript and --quiet exclude each other") }
        if full, !narrate { throw UsageError("--full needs --narrate") }
        if !(0...StepPictures.mostMoments).contains(moments) {
            throw UsageError("--moments is a whole number from 0 to \(StepPictures.mostMoments), not \(moments)")
        }
    }

    /// Plays the script, prints or compares the transcript.
    func run() throws {
        if checkJsonLeaks { JSONAllocations.countLiveBlocks() }
        let script = try scriptInput.load(session)
        let base = FileText.directory(of: session)
        // Documents resolve against the script's directory, which counts as a workspace root; a
        // script whose initialize names no root may read any regular file (the user chose it).
        let files = DocumentFiles(base: base, extraRoots: [base.isEmpty ? "." : base], defaultRoots: ["/"])
        let server = PopsplitServer(files: { files.text(of: $0) })
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        let rpc = RPCSession(handler: server, logger: logger)
        let narrator = try narrate ? Narrator(server: server, size: size, full: full) : nil
        let drawer = try pictures.map { directory in
            do {
                let options = try Narrator.options(size: size)
                return try StepPictures(
                    server: server, directory: directory, format: format ?? .png, options: options, moments: moments)
            } catch let error as StepPicturesError {
                printError("popsplit run: \(error.message)")
                throw ExitCode(1)
            }
        }
        let outcomes = StepOutcomes()
        let observe: (ScriptStep) -> Void = { step in
            outcomes.observe(step)
            narrator?.observe(step)
            drawer?.observe(step)
        }
        let played = ScriptRunner().run(script: script, session: rpc, observe: observe)
        if let drawer, let directory = pictures {
            if let failure = drawer.finish(session: session) {
                printError("popsplit run: \(failure)")
                throw ExitCode(1)
            }
            if !transcript, !quiet {
                for line in drawer.summary() { print(line) }
            }
            printError("popsplit run: \(drawer.pictures.count) pictures of \(drawer.recorder.steps.count) steps, shown in order by \(directory)/index.html")
        }
        try finish(played, printing: !narrate && (pictures == nil || transcript))
        if !update, outcomes.problemCount > 0 {
            let more = outcomes.problemCount > outcomes.problems.count ? "\n  and \(outcomes.problemCount - outcomes.problems.count) more" : ""
            printError(
                "popsplit run: \(outcomes.problemCount) step\(outcomes.problemCount == 1 ? "" : "s") of \(session) did not go as the script says:\n"
                    + outcomes.problems.map { "  " + $0 }.joined(separator: "\n") + more)
            throw ExitCode(1)
        }
        if checkJsonLeaks {
            let live = JSONAllocations.live
            printError("json leak check: \(live) jansson block(s) live of \(JSONAllocations.allocatedSinceCounting) allocated")
            if live != 0 { throw ExitCode(3) }
        }
    }

    /// Prints the transcript (when `printing`), or compares it with (or writes) the golden file.
    private func finish(_ transcript: ScriptTranscript, printing: Bool) throws {
        guard let expect else {
            if printing { print(transcript.text, terminator: "") }
            return
        }
        if update {
            if let failure = FileText.writeFailure(transcript.text, to: expect) {
                printError("popsplit run: \(failure)")
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
                if printing { print(transcript.text, terminator: "") }
                return
            }
            let changes = diff.fieldChanges()
            printError(
                "popsplit run: the transcript of \(session) differs from \(expect); what changed, line by line (expected → actual):\n"
                    + changes.map { "  " + $0 }.joined(separator: "\n")
                    + "\nthe lines themselves (- expected, + actual):\n" + diff.render(expectedName: expect, actualName: session, contextLimit: 160))
            throw ExitCode(1)
        }
    }
}
