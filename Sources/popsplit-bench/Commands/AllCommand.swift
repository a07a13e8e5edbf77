import ArgumentParser
import Foundation

/// `popsplit-bench all`: every row of docs/performance.md's goal table in one run, each against
/// its baseline measured in the same run, with the machine; a Markdown table at the end.
struct AllCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Every row of the performance goals (docs/performance.md) against its baseline, in one run, as a table.")

    /// The servers.
    @OptionGroup var servers: BenchServers

    /// Runs per measure.
    @Option(name: .long, help: "Runs per server and measure; medians are reported.")
    var runs = 3

    /// Requests per run of the small and unknown streams (the mixed stream: a fifth).
    @Option(name: .long, help: "Requests per run on the small and unknown streams (the mixed stream gets a fifth).")
    var count = 100_000

    /// The deep stack's depth (the goal's row: 10,000).
    @Option(name: .long, help: "The depth of the deep stack, against 10 (default 10000: the goal's row).")
    var deep = 10_000

    /// The large document's views (the goal's row: 20,000).
    @Option(name: .long, help: "Views in the large document (default 20000: the goal's row).")
    var views = 20_000

    /// Checks the options.
    func validate() throws {
        guard runs >= 1, count >= 100 else { throw ValidationError("--runs must be at least 1, --count at least 100.") }
        guard (11...100_000).contains(deep), (1...200_000).contains(views) else {
            throw ValidationError("--deep must be 11 to 100000, --views 1 to 200000.")
        }
    }

    /// Measures every row and prints the table.
    func run() throws {
        try BenchFailure.reporting("all") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            let echo = try servers.echoServer()
            try BenchEnvironment.require([(popsplit, "popsplit", "--server"), (echo, "popsplit-echo", "--echo")])
            print("popsplit-bench all: \(Self.machine()), \(BenchEnvironment.buildConfiguration) build, \(runs) runs per measure, medians")
            var rows: [GoalRow] = []
            let streams = try streamRates(popsplit: popsplit, echo: echo)
            rows.append(
                Self.ratio(
                    "small requests / echo (scene/list)", streams.small, streams.smallEcho, unit: .messagesPerSecond, goal: 0.75, atLeast: true))
            rows.append(Self.ratio("mixed commands / echo", streams.mixed, streams.mixedEcho, unit: .messagesPerSecond, goal: 0.15, atLeast: true))
            rows.append(
                Self.ratio("a stream of unknown methods / scene/list", streams.unknown, streams.small, unit: .messagesPerSecond, goal: 0.5, atLeast: true))
            print("  streams done")
            // The floor (the rotate's own frames written back by a C server) shows what the
            // bytes alone cost, when its binary was built.
            let floorPath = (try? servers.floorPath()).flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
            let trips = try RoundTripBench(popsplit: popsplit, echo: echo, floorPath: floorPath, samples: 1000, runs: runs).measure()
            if let rotate = trips.first(where: { $0.kase == .rotate }) {
                let mine = RoundTripBench.percentile(rotate.popsplit, 50)
                let theirs = RoundTripBench.percentile(rotate.echo, 50)
                var row = Self.ratio("rotate round trip p50 / echo", mine, theirs, unit: .microseconds, goal: 2, atLeast: false)
                if !rotate.floor.isEmpty, theirs > 0 {
                    let floor = RoundTripBench.percentile(rotate.floor, 50)
                    row.now += "; the floor writing the same frames: \(BenchReport.fixed(floor / theirs, 2)) (\(GoalUnit.microseconds.text(floor)) µs)"
                }
                if !rotate.popsplitCPU.isEmpty, !rotate.echoCPU.isEmpty {
                    row.now +=
                        "; CPU a request: popsplit \(RoundTripBench.cpuText(rotate.popsplitCPU)) µs, the echo \(RoundTripBench.cpuText(rotate.echoCPU)) µs"
                }
                rows.append(row)
            }
            print("  round trips done")
            let scaling = try ScalingBench(popsplit: popsplit, sizes: [10, deep], commands: 40, runs: runs).measure()
            if let row = scaling.first(where: { $0.placement == .belowTop && $0.command == .pushPop }), row.micros.count == 2 {
                rows.append(
                    Self.ratio(
                        "push/pop below the top of a \(BenchReport.grouped(Double(deep)))-deep visible stack / 10 deep", row.micros[1],
                        row.micros[0], unit: .microseconds,
                        goal: 1.2, atLeast: false))
            }
            print("  scaling done")
            let memory = try MemoryBench(popsplit: popsplit, sizes: [100], controllers: 100, runs: runs).measure()
            if let idle = memory.first(where: { $0.scenes == 0 }), let full = memory.first(where: { $0.scenes == 100 }) {
                let mb = full.rssKiB * 1024 / 1e6
                rows.append(
                    GoalRow(
                        measure: "RSS, 100 open scenes of 100 controllers",
                        now: "\(BenchReport.fixed(mb, 1)) MB (idle \(BenchReport.fixed(idle.rssKiB * 1024 / 1e6, 1)) MB; "
                            + "\(BenchReport.fixed((full.rssKiB - idle.rssKiB) / 100, 1)) KiB a scene)",
                        goal: "<= 30 MB", met: mb <= 30))
            }
            print("  memory done")
            let large = LargeDocumentBench(views: views, runs: runs)
            let opened = try large.measure(on: popsplit)
            rows.append(
                GoalRow(
                    measure:
                        "opening a document of \(BenchReport.grouped(Double(views))) views (\(BenchReport.fixed(Double(opened.bytes) / 1e6, 1)) MB; reply and layout \(BenchReport.fixed(Double(opened.replyBytes) / 1e6, 1)) MB)",
                    now:
                        "\(BenchReport.fixed(opened.milliseconds / 1000, 2)) s (\(BenchReport.fixed(opened.milliseconds * 1000 / Double(views), 1)) µs a view)",
                    goal: "<= 0.4 s", met: opened.milliseconds <= 400))
            print("")
            for line in GoalRow.table(rows) { print(line) }
        }
    }

    /// The streams' median rates: small, mixed and unknown on popsplit, small and mixed on echo.
    func streamRates(popsplit: BenchServer, echo: BenchServer) throws(BenchError) -> (
        small: Double, smallEcho: Double, mixed: Double, mixedEcho: Double, unknown: Double
    ) {
        var rates: [BenchWorkload.Kind: (Double, Double)] = [:]
        for kind in [BenchWorkload.Kind.small, .mixed, .unknown] {
            let workload = BenchWorkload.make(kind, count: kind == .mixed ? max(1, count / 5) : count, layoutMode: nil)
            _ = try BenchValidation.check(kind, popsplit: popsplit, echo: echo)
            var mine: [BenchSample] = []
            var theirs: [BenchSample] = []
            for _ in 0..<runs {
                mine.append(try BenchRunner.run(workload, on: popsplit).sample)
                theirs.append(try BenchRunner.run(workload, on: echo).sample)
            }
            rates[kind] = (BenchStatistics(samples: mine).median, BenchStatistics(samples: theirs).median)
        }
        return (
            rates[.small]?.0 ?? 0, rates[.small]?.1 ?? 0, rates[.mixed]?.0 ?? 0, rates[.mixed]?.1 ?? 0, rates[.unknown]?.0 ?? 0
        )
    }

    /// A row of `value / baseline` against `goal` (at least or at most), with both figures.
    static func ratio(_ measure: String, _ value: Double, _ baseline: Double, unit: GoalUnit, goal: Double, atLeast: Bool) -> GoalRow {
        let ratio = baseline > 0 ? value / baseline : 0
        return GoalRow(
            measure: measure,
            now: "**\(BenchReport.fixed(ratio, 2))** (\(unit.text(value)) / \(unit.text(baseline)) \(unit.name))",
            goal: (atLeast ? ">= " : "<= ") + BenchReport.fixed(goal, 2), met: atLeast ? ratio >= goal : ratio <= goal)
    }

    /// The machine: cores and the processor's model name.
    static func machine() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last?
            .trimmingCharacters(in: .whitespaces)
        return "\(BenchEnvironment.coreCount) cores" + (cpu.map { " (\($0))" } ?? "")
    }
}
