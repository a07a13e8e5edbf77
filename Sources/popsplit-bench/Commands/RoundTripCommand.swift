import ArgumentParser

/// `popsplit-bench round-trip`: requests sent one at a time, each when the last is answered: p50
/// and p99 of a tiny request and a rotate, against the echo server (and with `--floor` the
/// output floor).
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

    /// Add the output floor.
    @Flag(name: .long, help: "Also run the output floor (popsplit-floor): jansson parses each request and writes back the frames popsplit wrote for it.")
    var floor = false

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
            let floorPath = try floor ? servers.floorPath() : nil
            if let floorPath { try BenchEnvironment.require([(BenchServer(name: "floor", path: floorPath, arguments: []), "popsplit-floor", nil)]) }
            let bench = RoundTripBench(popsplit: popsplit, echo: echo, floorPath: floorPath, samples: samples, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        }
    }
}
