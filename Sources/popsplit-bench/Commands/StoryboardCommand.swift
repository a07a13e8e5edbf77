import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit-bench storyboard`: what opening a 65 KB storyboard costs, stage by stage, against
/// `scene/open` of the scene document it imports to (in process).
struct StoryboardCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Time opening a 65 KB storyboard: libxml2, the import, decode and open, scene/open (in process).")

    /// Runs per stage.
    @Option(name: .long, help: "Timed runs per stage (as many untimed ones first); medians are reported.")
    var runs = 50

    /// Writes the storyboard to a file instead of timing (to look at it, or to open it elsewhere).
    @Option(name: .long, help: "Write the bench's storyboard to PATH and exit.")
    var write: String?

    /// Checks the options.
    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        if let write {
            try BenchFailure.reporting("storyboard") { () throws(BenchError) in
                guard let file = fopen(write, "w") else { throw BenchError("cannot write \(write) (errno \(errno))") }
                let bytes = Array(StoryboardBenchFixture.text.utf8)
                let written = fwrite(bytes, 1, bytes.count, file)
                fclose(file)
                guard written == bytes.count else { throw BenchError("cannot write \(write)") }
            }
            return
        }
        try BenchFailure.reporting("storyboard") { () throws(BenchError) in
            let bench = StoryboardBench(runs: runs)
            let (storyboard, document, rows) = try bench.measure()
            for line in StoryboardBench.lines(storyboard: storyboard, document: document, rows: rows, runs: runs) { print(line) }
        }
    }
}
