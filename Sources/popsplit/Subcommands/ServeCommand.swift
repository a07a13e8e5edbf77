import ArgumentParser
import PopsplitRPC
import PopsplitService

/// `popsplit serve`: the daemon on stdin/stdout, what editors spawn.
struct ServeCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve JSON-RPC 2.0 on stdin and stdout (Content-Length or newline framing).")

    /// Accepted for editors that always pass it; stdio is the only transport.
    @Flag(name: .long, help: "Use stdin and stdout (the default and only transport).")
    var stdio = false

    /// How much to log to stderr.
    @Option(name: .long, help: "How much to log to stderr.")
    var logLevel: LogLevelArgument = .warning

    /// The editor's process id: the daemon exits (code 1) once that process is gone. Wins over
    /// `initialize`'s `processId`.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Exit (code 1) once this process is gone, checked every second; wins over initialize's processId.",
            valueName: "pid"))
    var clientProcessId: Int32?

    /// Refuses a process id that names no single process (0 and negatives name groups).
    func validate() throws {
        if let clientProcessId, clientProcessId < 1 {
            throw ValidationError("--client-process-id must be a process id (1 or more), got \(clientProcessId)")
        }
    }

    /// Runs the daemon until `exit` or the end of input.
    func run() throws {
        let logger = StderrLogger(level: logLevel.level)
        let transport: StdioTransport
        do {
            transport = try StdioTransport.standard(clientProcessId: clientProcessId)
        } catch {
            logger.log(.error, "cannot set up stdio: \(error)")
            throw ExitCode(1)
        }
        let server = PopsplitServer(readFile: { FileText.text($0) })
        let session = RPCSession(handler: server, logger: logger)
        let code = transport.run(session: session)
        throw ExitCode(code)
    }
}
