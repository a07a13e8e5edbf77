import PopsplitFiles
import PopsplitPreview
import PopsplitRPC
import PopsplitService

/// `popsplit serve`: the daemon on stdin/stdout, what editors spawn.
struct ServeCommand: Subcommand {
    /// Accepted for editors that always pass it; stdio is the only transport.
    var stdio = false
    /// How much to log to stderr.
    var logLevel: LogLevelArgument = .warning
    /// How many bytes of each message a trace shows (log lines and `$/logTrace`'s `verbose`).
    var traceLimit: Int = RPCSession.defaultTraceLimit
    /// The editor's process id: the daemon exits (code 1) once that process is gone. Wins over
    /// `initialize`'s `processId`.
    var clientProcessId: Int32?
    /// The most bytes a scene document may have (protocol.md, section 7, `scene/open`).
    var maxDocumentBytes = DocumentFileRequest.defaultMaxBytes
    /// Workspace roots named on the command line (protocol.md section 3).
    var workspaceRoots: [String] = []
    /// Starts the live preview page's server at launch (its URL goes to stderr).
    var preview = false
    /// The preview's options.
    var previewOptions = PreviewOptions()

    /// The subcommand's command line.
    static var spec: CommandSpec<ServeCommand> {
        CommandSpec(
            name: "serve", abstract: "Serve JSON-RPC 2.0 on stdin and stdout (Content-Length or newline framing).",
            discussion: """
                scene/open and scene/reload read a document by path only inside a workspace root: the \
                directories the client names at initialize (workspaceFolders, rootUri, rootPath), else the \
                working directory. --workspace-root DIR (repeatable) names roots on the command line, for a \
                person driving the daemon by hand: they count beside the client's, and instead of the \
                working directory when the client names none. They are checked exactly as the client's are \
                (links and .. resolved; the opened file itself must lie inside).
                """,
            options: [
                .flag("stdio", \.stdio, help: "Use stdin and stdout (the default and only transport)."),
                .value("log-level", \.logLevel, help: "How much to log to stderr (trace: every message, both ways)."),
                .value(
                    "trace-limit", \.traceLimit, valueName: "bytes",
                    help: "Bytes of each message shown by --log-level trace and verbose $/logTrace (1 to 67108864)."),
                .optional(
                    "client-process-id", \.clientProcessId, valueName: "pid",
                    help: "Exit (code 1) once this process is gone, checked every second; wins over initialize's processId."),
                .value(
                    "max-document-bytes", \.maxDocumentBytes, valueName: "bytes",
                    help: "The most bytes a scene document (path or text) may have, 1024 to 67108864; initialize may ask for less."),
                .repeating(
                    "workspace-root", \.workspaceRoots, valueName: "directory",
                    help:
                        "A directory whose documents scene/open may read by path, beside the roots the client names at initialize and instead of the working directory (repeatable)."
                ),
                .flag("preview", \.preview, help: "Start the live preview page's server at launch and log its URL to stderr."),
            ] + PreviewOptions.options.map { $0.lifted(\.previewOptions) })
    }

    /// Refuses a process id that names no single process (0 and negatives name groups), a trace
    /// limit outside 1 to 64 MiB (the largest message) and a document limit out of range.
    func validate() throws {
        try previewOptions.validate()
        if let clientProcessId, clientProcessId < 1 {
            throw UsageError("--client-process-id must be a process id (1 or more), got \(clientProcessId)")
        }
        guard (1...FrameDecoder.defaultMaxBodyBytes).contains(traceLimit) else {
            throw UsageError("--trace-limit must be from 1 to \(FrameDecoder.defaultMaxBodyBytes) bytes, got \(traceLimit)")
        }
        guard (1024...DocumentFileRequest.largestMaxBytes).contains(maxDocumentBytes) else {
            throw UsageError("--max-document-bytes must be 1024 to \(DocumentFileRequest.largestMaxBytes), got \(maxDocumentBytes)")
        }
        for root in workspaceRoots {
            if let problem = DocumentFiles.rootProblem(root) { throw UsageError("--workspace-root \(problem)") }
        }
    }

    /// Runs the daemon until `exit` or the end of input.
    func run() throws {
        // The descriptors first: the logger writes to what fd 2 is afterwards.
        let transport: StdioTransport
        do {
            transport = try StdioTransport.standard(clientProcessId: clientProcessId)
        } catch {
            printError("popsplit: [error] cannot set up stdio: \(error)")
            throw ExitCode(1)
        }
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        // Command-line roots count beside the client's, and replace the working directory when the
        // client names none; every read goes through the same confinement (DocumentFiles).
        let files = DocumentFiles(extraRoots: workspaceRoots, defaultRoots: workspaceRoots.isEmpty ? nil : [])
        let server = PopsplitServer(files: { files.text(of: $0) }, maxDocumentBytes: maxDocumentBytes)
        let previewService: PreviewService
        do {
            previewService = try previewOptions.attach(to: server, transport: transport)
        } catch {
            printError("popsplit: [error] \(error.message)")
            throw ExitCode(1)
        }
        if preview {
            do {
                let started = try previewService.start(scene: nil, port: previewOptions.port, host: previewOptions.host)
                printError("popsplit: live preview at \(started.url)")
            } catch {
                printError("popsplit: [error] \(error.message)")
                throw ExitCode(1)
            }
        }
        let session = RPCSession(handler: previewService.handler, logger: logger, traceLimit: traceLimit)
        let code = transport.run(session: session)
        previewOptions.detach(previewService, from: transport)
        throw ExitCode(code)
    }
}
