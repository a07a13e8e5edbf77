import PopsplitFiles
import PopsplitInterfaceBuilder
import PopsplitJSON
import PopsplitPreview
import PopsplitPreviewLink
import PopsplitRPC
import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit preview DOC`: opens a scene document, serves its live preview page, reloads it when
/// the file changes, and prints the page's URL; runs until interrupted.
struct PreviewCommand: Subcommand {
    /// The scene document.
    var document = ""
    /// The preview's options.
    var previewOptions = PreviewOptions()
    /// A file keeping the token across restarts (created, mode 0600, when missing).
    var tokenFile: String?
    /// How much to log to stderr.
    var logLevel: LogLevelArgument = .warning

    /// The subcommand's command line.
    static var spec: CommandSpec<PreviewCommand> {
        CommandSpec(
            name: "preview",
            abstract: "Open a scene document, serve its live preview page (URL on stdout), reload it when the file changes.",
            arguments: [.required("document", \.document, help: "The scene document (JSON), or a storyboard or nib (followed with its companion document).")],
            options: PreviewOptions.options.map { $0.lifted(\.previewOptions) } + [
                .optional(
                    "token-file", \.tokenFile, valueName: "path",
                    help:
                        "Keep the URL's token in this file (created with mode 0600 when missing), so that a restarted preview on a fixed port keeps its pages."
                ),
                .value("log-level", \.logLevel, help: "How much to log to stderr."),
            ])
    }

    /// Refuses the preview's options out of range.
    func validate() throws { try previewOptions.validate() }

    /// Runs until interrupted.
    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let path = document.hasPrefix("/") ? document : DocumentFiles.currentDirectory() + "/" + document
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let files = DocumentFiles(extraRoots: [directory.isEmpty ? "/" : directory])
        let server = PopsplitServer(files: { files.text(of: $0) })
        let logger = StderrLogger(level: logLevel.level)
        defer { logger.flush() }
        var input: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { throw failure("cannot create a pipe") }
        let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let transport = StdioTransport(inputFD: input[0], outputFD: sink)
        let preview: PreviewService
        do {
            preview = try previewOptions.attach(to: server, transport: transport, token: try token())
        } catch let error as PreviewStartError {
            throw failure(error.message)
        }
        let session = RPCSession(handler: preview.handler, logger: logger)
        let scene = Self.sceneName(path)
        _ = session.receive(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]], nowMs: 0)
        let opened = session.receive(
            ["jsonrpc": "2.0", "id": 2, "method": "scene/open", "params": ["scene": .string(scene), "path": .string(path)]],
            nowMs: 0)
        if let error = opened.messages.last?["error"] {
            throw failure("cannot open \(document): \(error["message"]?.stringValue ?? "")\(Self.diagnostics(error))")
        }
        let started: (url: String, port: Int)
        do {
            started = try preview.start(scene: scene, port: previewOptions.port, host: previewOptions.host)
        } catch {
            throw failure(error.message)
        }
        let line = Array((started.url + "\n").utf8)
        _ = DescriptorWriter.writeAll(line, to: STDOUT_FILENO)
        let inbox = preview.inbox
        let watcher = FileWatcher(path: path) { inbox.put(.reload(scene: scene, path: path)) }
        defer { watcher.stop() }
        // A storyboard's or nib's companion document is part of it: a change to it (or its
        // creation) reloads the storyboard, which reads it again.
        let companion = DocumentFormat.of(path: path)?.isInterfaceBuilder == true ? CompanionDocument.path(besides: path) : nil
        let companionWatcher = companion.map { FileWatcher(path: $0) { inbox.put(.reload(scene: scene, path: path)) } }
        defer { companionWatcher?.stop() }
        // The input pipe stays open (its write end is never closed): the loop runs until Ctrl-C.
        let code = transport.run(session: session)
        throw ExitCode(code)
    }

    /// The scene id of a document: its file name without the extension.
    static func sceneName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "scene"
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.isEmpty ? "scene" : stem
    }

    /// The diagnostics of an error, one per line.
    static func diagnostics(_ error: JSONValue) -> String {
        guard let list = error["data"]?["diagnostics"]?.arrayValue else { return "" }
        return list.prefix(20).map { "\n  \($0["path"]?.stringValue ?? ""): \($0["message"]?.stringValue ?? "")" }.joined()
    }

    /// The token: read from `--token-file` when it holds one, else new (and written there). The
    /// file must be private (``PrivateFile``: a regular file of the user's, mode 0600 or
    /// stricter) or it is refused, naming why; a missing one is created exclusively, mode 0600.
    func token() throws -> PreviewToken {
        guard let tokenFile else { return .random() }
        switch PrivateFile.contents(of: tokenFile, maxBytes: 1024) {
        case .failure(let refusal):
            throw failure("the token file: \(refusal.reason)")
        case .success(let bytes?):
            let text = String(decoding: bytes, as: UTF8.self)
            if let token = PreviewToken(text: String(text.prefix(PreviewToken.byteCount * 2))) { return token }
        case .success(nil):
            break
        }
        let token = PreviewToken.random()
        if let refusal = PrivateFile.write(Array((token.text + "\n").utf8), to: tokenFile) {
            throw failure("the token file: \(refusal.reason)")
        }
        return token
    }

    /// Prints `message` to stderr and returns the exit code 1.
    func failure(_ message: String) -> ExitCode {
        printError("popsplit: [error] \(message)")
        return ExitCode(1)
    }
}
