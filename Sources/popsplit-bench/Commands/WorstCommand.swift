import ArgumentParser

/// `popsplit-bench worst`: the ten most expensive requests the protocol admits, on the render
/// bench's scene, in process.
struct WorstCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "worst", abstract: "The ten most expensive requests the protocol admits, on the render bench's scene (in process).")

    /// Runs per request.
    @Option(name: .long, help: "Runs per request; medians of the runs' means are reported.")
    var runs = 5

    /// Checks the options.
    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("worst") { () throws(BenchError) in
            let bench = WorstRequestBench(runs: runs, iterations: 10)
            let (rows, baseline) = try bench.measure()
            for line in WorstRequestBench.lines(rows, baseline: baseline, runs: runs, iterations: 10) { print(line) }
        }
    }
}
