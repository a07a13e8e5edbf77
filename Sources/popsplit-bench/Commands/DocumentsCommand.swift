import ArgumentParser

/// `popsplit-bench documents`: what decoding scene documents built to hit the decoder's worst
/// cases costs, in process.
struct DocumentsCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "documents", abstract: "Time decoding pathological scene documents (in process).")

    /// The size of each document.
    @Option(name: .long, help: "The size of each document in bytes (1024 to 16777216).")
    var documentBytes = 1_048_576

    /// Runs per document.
    @Option(name: .long, help: "Runs per document; medians are reported.")
    var runs = 5

    /// Checks the options.
    func validate() throws {
        guard (1024...16_777_216).contains(documentBytes) else { throw ValidationError("--document-bytes must be 1024 to 16777216.") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("documents") { () throws(BenchError) in
            let bench = DocumentBench(runs: runs, bytes: documentBytes)
            for line in DocumentBench.lines(try bench.measure(), runs: bench.runs) { print(line) }
        }
    }
}
