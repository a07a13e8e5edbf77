import ArgumentParser

/// `popsplit-bench round-trip`: requests sent one at a time, each when the last is answered: p50
/// and p99 of a tiny request and a rotate, against the echo server.
struct RoundTripCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "round-trip", abstract: "p50 and p99 of a tiny request and a rotate, one at a time, against the echo server.")

    /// The servers.
    @OptionGroup var servers: BenchServers

    /// Requests timed per run.
    @Option(name: .long, help: "Requests timed per run.")
    var samples = 1000

    /// Runs per server.
    @Option(name: .long, help: "Runs per server; medians are reported.")
    var runs = 5

    /// Checks the options.
    func validate() throws {
        guard samples >= 1, runs >= 1 else { throw ValidationError("--samples and --runs must be at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("round-trip") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            let echo = try servers.echoServer()
            try BenchEnvironment.require([(popsplit, "popsplit", "--server"), (echo, "popsplit-echo", "--echo")])
            print("popsplit-bench round-trip: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build")
            let bench = RoundTripBench(popsplit: popsplit, echo: echo, samples: samples, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        }
    }
}
