import ArgumentParser

/// `popsplit-bench render`: what drawing a scene of about 200 visible nodes costs, in process:
/// the command and layout, the SVG and text renderings, and an editor's keystroke, each against
/// the cost of writing the scene's layout as JSON in the same run.
struct RenderBenchCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "The cost of drawing a scene in process: command + layout, SVG, text, a keystroke's SVG patch.")

    /// Runs per stage.
    @Option(name: .long, help: "Runs per stage; medians are reported.")
    var runs = 5

    /// Iterations per stage and run.
    @Option(name: .long, help: "Iterations per stage and run.")
    var iterations = 200

    /// Checks the options.
    func validate() throws {
        guard runs >= 1, iterations >= 1 else { throw ValidationError("--runs and --iterations must be at least 1.") }
    }

    /// Runs the bench and prints its report.
    func run() throws {
        try BenchFailure.reporting("render") { () throws(BenchError) in
            let bench = RenderBench(runs: runs, iterations: iterations)
            let (stages, facts, sink) = try bench.measure()
            for line in RenderBenchReport.lines(stages: stages, facts: facts, runs: bench.runs, iterations: bench.iterations) { print(line) }
            if sink == 0 { print("(nothing was made)") }
        }
    }
}
