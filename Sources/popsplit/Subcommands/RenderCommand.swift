import PopsplitFiles
import PopsplitJSON
import PopsplitRPC
import PopsplitRaster
import PopsplitRender
import PopsplitService

/// `popsplit render DOCUMENT`: draws a scene as SVG, text or PNG (protocol.md section 12).
struct RenderCommand: Subcommand {
    /// The document (optional with --session).
    var document: String?
    /// A session to play first.
    var session: String?
    /// How many of the session's steps to play.
    var step: Int?
    /// The format.
    var format: PictureFormat = .svg
    /// The text grid.
    var size: String = "96x48"
    /// The theme.
    var theme: String = "light"
    /// A moment of the last transition.
    var at: String?
    /// The scale.
    var scale: String = "1"
    /// The bezel.
    var bezel = false
    /// The placement explanation.
    var explain = false
    /// A caption under the picture.
    var caption: String?
    /// The node to outline.
    var highlight: String?
    /// The output file.
    var output: String?
    /// How much to log to stderr.
    var logLevel: LogLevelArgument = .error
    /// How the session script is read.
    var scriptInput = ScriptInput()

    /// The subcommand's command line.
    static var spec: CommandSpec<RenderCommand> {
        CommandSpec(
            name: "render",
            abstract: "Draw a scene document (optionally after a session) as SVG, text or PNG.",
            discussion: """
                Without --session the document is opened and drawn in its launch state. With --session \
                the script is played (as `popsplit run` plays it) and the scene it opened from a file with \
                the document's name is drawn, else the last scene it opened (the document may then be left \
                out); with --step N only its first N steps (message lines, numbered from 1 as `popsplit run \
                --narrate` and `--pictures` number them) are played. SVG and text go to standard output \
                unless -o is given; PNG needs -o and the librsvg2-2 package.

                A document that cannot be opened (or, with --session, the document of the scene to draw) \
                is reported as FILE:LINE:COLUMN: error: ... lines, every problem, and the exit status is 1.
                """,
            arguments: [
                .optional(
                    "document", \.document,
                    help: "The scene document (.json), or a storyboard or nib; with --session it names which of the session's scenes to draw.")
            ],
            options: [
                .optional("session", \.session, help: "A session script (.jsonl) to play first."),
                .optional("step", \.step, valueName: "n", help: "With --session: draw the state after this step (1 is the first message line)."),
                .value("format", \.format, help: "svg, text or png."),
                .value("size", \.size, help: "Text grid as COLSxROWS."),
                .value("theme", \.theme, help: "light or dark."),
                .optional("at", \.at, help: "Seconds into the last layout's transition (default: its end)."),
                .value("scale", \.scale, help: "Pixels per point for SVG and PNG, a decimal number from 0.1 to 8."),
                .flag("bezel", \.bezel, help: "Draw the iPad's bezel."),
                .flag("explain", \.explain, help: "Overlay each popover's placement explanation."),
                .optional("caption", \.caption, help: "A caption in a band under the picture (SVG and PNG; not the text picture)."),
                .optional("highlight", \.highlight, help: "The id of a node to outline."),
                .optional("output", short: "o", \.output, help: "Write the picture to this file."),
                .value("log-level", \.logLevel, help: "How much to log to stderr."),
            ] + ScriptInput.options.map { $0.lifted(\.scriptInput) })
    }

    /// Refuses option values and combinations that cannot work, with this command's usage.
    func validate() throws {
        try scriptInput.validate()
        _ = try renderRequest()
        if session == nil, document == nil { throw UsageError("give a scene document, or a session with --session") }
        if let step {
            guard session != nil else { throw UsageError("--step needs --session") }
            guard step >= 1 else { throw UsageError("--step takes a step number from 1, got \(step)") }
        }
        if format == .png, output == nil { throw UsageError("--format png needs -o FILE") }
    }

    /// Opens (or plays), draws, writes.
    func run() throws {
        let request = try renderRequest()
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        let server: PopsplitServer
        let name = document.map(SessionDocumentCheck.lastComponent)
        if let session {
            let script = try scriptInput.load(session)
            let base = FileText.directory(of: session)
            let files = DocumentFiles(base: base, extraRoots: [base.isEmpty ? "." : base], defaultRoots: ["/"])
            server = PopsplitServer(files: { files.text(of: $0) })
            var recorder = StepRecorder()
            _ = ScriptRunner().run(script: script, session: RPCSession(handler: server, logger: logger), observe: { recorder.observe($0) }, steps: step)
            if let step, recorder.steps.count < step {
                let count = recorder.steps.count
                throw fail(
                    "--step \(step) is out of range: \(session) has \(count) step\(count == 1 ? "" : "s")\(count == 0 ? "" : " (1 to \(count))")", code: 64)
            }
            let failures = SessionDocumentCheck.failures(in: recorder.steps, fileName: name)
            if let last = failures.last {
                for failed in failures {
                    for line in SessionDocumentCheck.lines(for: failed, session: session, base: base) { printError(line) }
                }
                let what = last.message?["params"]?["path"]?.stringValue ?? "its document"
                throw fail("cannot draw: step \(last.number) (\(session):\(last.lineNumber), \(last.method ?? "request")) failed on \(what)")
            }
        } else {
            guard let document else { throw UsageError("give a scene document, or a session with --session") }
            let directory = FileText.directory(of: document)
            let files = DocumentFiles(extraRoots: [directory.isEmpty ? "." : directory], defaultRoots: ["/"])
            // The service as a library: initialize, then open the document.
            server = PopsplitServer(files: { files.text(of: $0) })
            _ = server.initialize(params: nil)
            let opened = server.handle(method: "scene/open", params: ["scene": "render", "path": .string(document)], isNotification: false)
            if case .failure(let error, _) = opened {
                for line in ErrorReport.lines(error: error.json, file: document) ?? ["\(document): error: \(error.message)"] { printError(line) }
                throw fail("cannot open \(document)")
            }
        }
        guard let picture = server.picture(scene: session == nil ? "render" : nil, fileName: name, request: request) else {
            throw fail(step.map { "no scene is open after step \($0)" } ?? "the session opened no scene to draw")
        }
        try write(picture, request: request)
    }

    /// The request the options describe; a usage error for bad values.
    func renderRequest() throws(UsageError) -> RenderRequest {
        let grid = size.split(separator: "x").compactMap { Int($0) }
        guard grid.count == 2, grid.allSatisfy({ (8...RenderOptions.maximumGrid).contains($0) }) else {
            throw UsageError("--size takes COLSxROWS, each 8 to \(RenderOptions.maximumGrid), got \(size)")
        }
        guard let theme = RenderTheme(rawValue: theme) else { throw UsageError("--theme takes light or dark, got \(theme)") }
        guard let scale = DecimalText.parse(self.scale), RenderOptions.scales.contains(scale) else {
            throw UsageError("--scale takes a decimal number from 0.1 to 8, got \(self.scale)")
        }
        var seconds: Double?
        if let at {
            guard let value = DecimalText.parse(at), value >= 0, value <= 3600 else {
                throw UsageError("--at takes a decimal number of seconds from 0 to 3600, got \(at)")
            }
            seconds = value
        }
        let options = RenderOptions(
            theme: theme, highlight: highlight, scale: scale, bezel: bezel, explain: explain, caption: caption,
            columns: grid[0], rows: grid[1])
        return RenderRequest(format: format == .text ? .text : .svg, options: options, at: seconds)
    }

    /// Writes the picture (PNG through librsvg).
    func write(_ picture: (content: String, width: Double, height: Double), request: RenderRequest) throws {
        guard format == .png else {
            guard let output else {
                print(picture.content, terminator: "")
                return
            }
            if let failure = FileText.writeFailure(picture.content, to: output) { throw fail(failure) }
            return
        }
        guard let output else { throw fail("--format png needs -o FILE", code: 64) }
        let rasterizer: PNGRasterizer
        switch PNGRasterizer.load() {
        case .success(let loaded): rasterizer = loaded
        case .failure(let error): throw fail(error.message)
        }
        switch rasterizer.png(svg: picture.content, width: Int(picture.width.rounded()), height: Int(picture.height.rounded())) {
        case .success(let bytes):
            if let failure = FileText.writeFailure(bytes: bytes, to: output) { throw fail(failure) }
        case .failure(let error):
            throw fail(error.message)
        }
    }

    /// Prints `message` and gives the exit code `code` (1, or 64 for a usage error found late).
    func fail(_ message: String, code: Int32 = 1) -> ExitCode {
        printError("popsplit render: \(message)")
        return ExitCode(code)
    }
}
