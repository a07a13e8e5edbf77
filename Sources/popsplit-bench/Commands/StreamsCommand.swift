import ArgumentParser
import PopsplitService

/// `popsplit-bench streams` (the default): messages per second through `popsplit serve` against
/// the C echo server on jansson over the same pipes, per stream, and with `--floor` against the
/// output floor too.
struct StreamsCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "streams",
        abstract: "Messages per second through popsplit serve against a C echo server on jansson (small, unknown, mixed streams).")

    /// The servers.
    @OptionGroup var servers: BenchServers

    /// Small requests per run.
    @Option(name: .long, help: "Requests per run on the small and unknown streams.")
    var count = 100_000

    /// Requests per run on the mixed stream.
    @Option(name: .long, help: "Requests per run on the mixed stream (default: count / 5).")
    var mixedCount: Int?

    /// Runs per server and stream.
    @Option(name: .long, help: "Runs per server and stream; medians are reported.")
    var runs = 5

    /// The streams.
    @Option(name: .long, help: "The streams to run.")
    var stream: BenchStream = .both

    /// Add the output floor.
    @Flag(
        name: .long,
        help: "Also run the output floor (popsplit-floor): jansson parses each request and writes the bytes popsplit answered to it in a recording pass.")
    var floor = false

    /// The layout mode popsplit is asked for at initialize.
    @Option(name: .long, help: "The layout mode to ask popsplit for at initialize (protocol.md, section 5).")
    var layoutMode: LayoutMode?

    /// Checks the options.
    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1.") }
        guard (mixedCount ?? 1) >= 1 else { throw ValidationError("--mixed-count must be at least 1.") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
    }

    /// Validates, runs and reports every chosen stream.
    func run() throws {
        try BenchFailure.reporting("streams") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            let echo = try servers.echoServer()
            let floorPath = try floor ? servers.floorPath() : nil
            try BenchEnvironment.require(
                [(popsplit, "popsplit", "--server"), (echo, "popsplit-echo", "--echo")]
                    + (floorPath.map { [(BenchServer(name: "floor", path: $0, arguments: []), "popsplit-floor", nil)] } ?? []))
            print(
                "popsplit-bench streams: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build, \(runs) runs per server and stream (interleaved), medians"
            )
            print("  popsplit: \(popsplit.commandLine)")
            print("  echo:     \(echo.commandLine)")
            for kind in stream.kinds {
                try measure(kind, popsplit: popsplit, echo: echo, floorPath: floorPath)
            }
        }
    }

    /// Runs one stream on every server and prints its table.
    private func measure(_ kind: BenchWorkload.Kind, popsplit: BenchServer, echo: BenchServer, floorPath: String?) throws(BenchError) {
        let requests = kind == .mixed ? (mixedCount ?? max(1, count / 5)) : count
        let workload = BenchWorkload.make(kind, count: requests, layoutMode: layoutMode)
        let checked = try BenchValidation.check(kind, layoutMode: layoutMode, popsplit: popsplit, echo: echo)
        // The output floor replays what popsplit wrote for this very workload.
        let recordingPath = try floorPath == nil ? nil : BenchRecording.record(workload, on: popsplit).writeFile()
        defer { if let recordingPath { BenchRecording.remove(recordingPath) } }
        var floorServer: BenchServer?
        if let floorPath, let recordingPath { floorServer = BenchRecording.floorServer(at: floorPath, recording: recordingPath) }
        var samples: [[BenchSample]] = [[], [], []]
        for _ in 0..<runs {
            samples[0].append(try BenchRunner.run(workload, on: popsplit).sample)
            samples[1].append(try BenchRunner.run(workload, on: echo).sample)
            if let floorServer { samples[2].append(try BenchRunner.run(workload, on: floorServer).sample) }
        }
        print("")
        let lines = BenchReport.lines(
            for: workload, popsplit: BenchStatistics(samples: samples[0]), echo: BenchStatistics(samples: samples[1]),
            floor: floorServer == nil ? nil : BenchStatistics(samples: samples[2]))
        for line in lines { print(line) }
        print("  popsplit \(checked)")
    }
}
