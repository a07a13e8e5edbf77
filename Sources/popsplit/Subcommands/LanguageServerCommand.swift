import PopsplitFiles
import PopsplitLSP
import PopsplitPreview
import PopsplitRPC
import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit lsp`: a Language Server Protocol 3.17 server on stdin/stdout for scene documents and
/// storyboards, on the daemon's model and its incremental reload (protocol.md, section 14).
struct LanguageServerCommand: Subcommand {
    /// Accepted because editors pass it; stdio is the only transport.
    var stdio = false
    /// How much to log to stderr.
    var logLevel: LogLevelArgument = .warning
    /// The editor's process id: the server exits (code 1) once that process is gone.
    var clientProcessId: Int32?
    /// The most bytes a document may have.
    var maxDocumentBytes = DocumentFileRequest.defaultMaxBytes
    /// The preview page's options (`popsplit.preview`).
    var previewOptions = PreviewOptions()

    /// The subcommand's command line.
    static var spec: CommandSpec<LanguageServerCommand> {
        CommandSpec(
            name: "lsp", abstract: "Serve the Language Server Protocol on stdin and stdout (scene documents, storyboards).",
            discussion: """
                Diagnostics (pushed and pulled), hover, definition, references, document symbols, completion, \
                did-you-mean quick fixes, and the popsplit.preview command that starts the live preview page of \
                a document and answers its URL. Incremental text sync; position encodings utf-8, utf-16, utf-32. \
                Documents come from the editor's text: no file is read.
                """,
            options: [
                .flag("stdio", \.stdio, help: "Use stdin and stdout (the default and only transport)."),
                .value("log-level", \.logLevel, help: "How much to log to stderr (trace: every message, both ways)."),
                .optional(
                    "client-process-id", \.clientProcessId, valueName: "pid",
                    help: "Exit (code 1) once this process is gone, checked every second; wins over initialize's processId."),
                .value(
                    "max-document-bytes", \.maxDocumentBytes, valueName: "bytes",
                    help: "The most bytes a document may have, 1024 to 67108864."),
            ] + PreviewOptions.options.map { $0.lifted(\.previewOptions) })
    }

    /// Refuses a process id that names no single process and a document limit out of range.
    func validate() throws {
        try previewOptions.validate()
        if let clientProcessId, clientProcessId < 1 {
            throw UsageError("--client-process-id must be a process id (1 or more), got \(clientProcessId)")
        }
        guard (1024...DocumentFileRequest.largestMaxBytes).contains(maxDocumentBytes) else {
            throw UsageError("--max-document-bytes must be 1024 to \(DocumentFileRequest.largestMaxBytes), got \(maxDocumentBytes)")
        }
    }

    /// Runs the server until `exit` or the end of input.
    func run() throws {
        let transport: StdioTransport
        do {
            transport = try StdioTransport.standard(clientProcessId: clientProcessId)
        } catch {
            printError("popsplit: [error] cannot set up stdio: \(error)")
            throw ExitCode(1)
        }
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        // Documents come as the editor's text; the one file read is a storyboard's or nib's
        // companion document beside it, when the editor does not have it open (through the
        // daemon's safe reader, confined to the storyboard's directory).
        let limit = maxDocumentBytes
        let companions = CompanionTexts(
            readFile: { path in
                let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
                let reader = DocumentFiles(defaultRoots: [directory.isEmpty ? "/" : directory])
                return reader.text(of: DocumentFileRequest(path: path, roots: [], maxBytes: limit)).mapError { CompanionReadError($0.message) }
            },
            fileExists: { path in
                var status = stat()
                return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
            })
        let server = PopsplitServer(
            files: { request in companions.text(of: request.path).mapError { DocumentReadError($0.message) } }, maxDocumentBytes: maxDocumentBytes)
        let previewService: PreviewService
        do {
            previewService = try previewOptions.attach(to: server, transport: transport)
        } catch {
            printError("popsplit: [error] \(error.message)")
            throw ExitCode(1)
        }
        let session = RPCSession(handler: LanguageServer(daemon: previewService.handler, companions: companions), logger: logger)
        let code = transport.run(session: session)
        previewOptions.detach(previewService, from: transport)
        throw ExitCode(code)
    }
}
