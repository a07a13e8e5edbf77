import ArgumentParser

/// `popsplit-bench scaling`: what one command costs with K controllers not on screen (in the
/// pool, an unselected tab, below the top of the visible stack), against the smallest K.
struct ScalingCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "scaling", abstract: "What a command costs with K controllers not on screen, against the smallest K.")

    /// The servers (the echo server is not used).
    @OptionGroup var servers: BenchServers

    /// The numbers of hidden controllers.
    @Option(name: .long, help: "Hidden controllers, comma-separated (default 10,1000,10000).")
    var sizes = BenchSizes(values: [10, 1000, 10_000])

    /// Timed commands per run.
    @Option(name: .long, help: "Commands per run.")
    var commands = 40

    /// Runs per size.
    @Option(name: .long, help: "Runs per size; medians are reported.")
    var runs = 5

    /// Checks the options.
    func validate() throws {
        guard commands >= 2, runs >= 1 else { throw ValidationError("--commands must be at least 2, --runs at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("scaling") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            try BenchEnvironment.require([(popsplit, "popsplit", "--server")])
            print("popsplit-bench scaling: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build")
            let bench = ScalingBench(popsplit: popsplit, sizes: sizes.values, commands: commands, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        }
    }
}
