import ArgumentParser

/// `popsplit-bench memory`: the resident set of `popsplit serve` idle and with several numbers
/// of open scenes.
struct MemoryCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "memory", abstract: "popsplit serve's resident set with several numbers of open scenes.")

    /// The servers (the echo server is not used).
    @OptionGroup var servers: BenchServers

    /// Open scenes.
    @Option(name: .long, help: "Open scenes, comma-separated (default 1,10,100).")
    var sizes = BenchSizes(values: [1, 10, 100])

    /// Controllers per scene.
    @Option(name: .long, help: "Controllers in each scene's document (3 to 100000).")
    var controllers = 100

    /// Runs per size.
    @Option(name: .long, help: "Runs per size; medians are reported.")
    var runs = 5

    /// Checks the options.
    func validate() throws {
        guard (3...100_000).contains(controllers), runs >= 1 else { throw ValidationError("--controllers must be 3 to 100000, --runs at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("memory") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            try BenchEnvironment.require([(popsplit, "popsplit", "--server")])
            print("popsplit-bench memory: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build")
            let bench = MemoryBench(popsplit: popsplit, sizes: sizes.values, controllers: controllers, runs: runs)
            for line in bench.lines(try bench.measure()) { print(line) }
        }
    }
}
