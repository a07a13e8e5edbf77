import ArgumentParser

/// The servers a pipe bench runs: popsplit and, for the benches that compare with it, the C echo
/// server (options shared by those subcommands).
struct BenchServers: ParsableArguments {
    /// The popsplit executable.
    @Option(name: .long, help: "The popsplit executable to run as 'PATH serve' (default: popsplit beside this executable).")
    var server: String?

    /// The echo server.
    @Option(name: .long, help: "The C echo server (default: popsplit-echo beside this executable).")
    var echo: String?

    /// `popsplit serve` as the bench runs it.
    func popsplit() throws(BenchError) -> BenchServer {
        if let server { return BenchServer(name: "popsplit", path: server, arguments: ["serve", "--log-level", "error"]) }
        let path = BenchEnvironment.sibling(named: "popsplit", of: try BenchEnvironment.executablePath())
        return BenchServer(name: "popsplit", path: path, arguments: ["serve", "--log-level", "error"])
    }

    /// The echo server as the bench runs it.
    func echoServer() throws(BenchError) -> BenchServer {
        if let echo { return BenchServer(name: "echo", path: echo, arguments: []) }
        let path = BenchEnvironment.sibling(named: "popsplit-echo", of: try BenchEnvironment.executablePath())
        return BenchServer(name: "echo", path: path, arguments: [])
    }

    /// The output floor's executable, `popsplit-floor` beside this one.
    func floorPath() throws(BenchError) -> String {
        BenchEnvironment.sibling(named: "popsplit-floor", of: try BenchEnvironment.executablePath())
    }
}
