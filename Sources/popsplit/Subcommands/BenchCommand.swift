import ArgumentParser
import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `popsplit bench`: messages per second through `popsplit serve` against the floor, a minimal
/// C echo server on jansson (`popsplit-echo`: parse, dump, frame), over the same pipes.
struct BenchCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Measure messages per second through popsplit serve against a C echo server on jansson (or, with --render, the cost of drawing a scene; with --documents, of decoding pathological documents).",
        discussion: """
            Each run spawns the server, sends initialize and waits for its answer, then times a writer \
            thread sending every framed request while this thread counts the reply frames, from the first \
            timed write to the last reply. Runs alternate between the two servers (popsplit, echo, popsplit, \
            echo ...) so that machine noise hits both; the figures are medians. A short untimed pass first \
            checks that popsplit answers every request without an error. Build with -c release.

            With --render, measures in process, for a scene of about 200 visible nodes, the command and \
            layout, the SVG and text renderings, and an editor's keystroke (a reload of a document whose \
            only change is one title, the layout and the SVG patch), each against the cost of writing the \
            scene's layout as JSON in the same run.

            Issue 20's modes: --floor adds the output floor (popsplit-floor writes, for each request, the \
            bytes popsplit answered to it in a recording pass); --round-trip times requests one at a time \
            (p50, p99) against the echo; --scaling times commands with 10, 1,000 and 10,000 controllers \
            off screen in three places against the 10 case; --reload streams scene/reload of documents of \
            10, 100 and 1,000 controllers against the echo; --memory reads the resident set with 1, 10 and \
            100 open scenes.
            """)

    /// Small requests per run.
    @Option(name: .long, help: "Requests per run on the small stream.")
    var count = 100_000

    /// Requests per run on the mixed stream.
    @Option(name: .long, help: "Requests per run on the mixed stream (default: count / 5).")
    var mixedCount: Int?

    /// Runs per server and stream.
    @Option(name: .long, help: "Runs per server and stream (with --render: per stage); medians are reported.")
    var runs = 5

    /// Measure the renderer instead of the pipes.
    @Flag(name: .long, help: "Measure drawing a scene in process instead: command + layout, SVG, text, a keystroke's SVG patch.")
    var render = false

    /// Time the most expensive requests the protocol admits instead of the pipes.
    @Flag(name: .long, help: "List the ten most expensive requests the protocol admits, on the render bench's scene (in process).")
    var worst = false

    /// Print the render bench's scene document instead (for scripts/bench-preview.py).
    @Flag(name: .long, help: "Print the scene document of --render (about 200 nodes) as JSON and exit.")
    var printRenderDocument = false

    /// Time decoding pathological documents instead of the pipes.
    @Flag(name: .long, help: "Time decoding pathological scene documents instead (in process).")
    var documents = false

    /// The size of each pathological document.
    @Option(name: .long, help: "With --documents: the size of each document in bytes (default 1048576, at most 16777216).")
    var documentBytes: Int?

    /// Iterations per stage and run of the render bench.
    @Option(name: .long, help: "With --render: iterations per stage and run (default 200).")
    var iterations: Int?

    /// Add the output floor to the streams (issue 20, item 5d).
    @Flag(
        name: .long,
        help: "Also run the output floor (popsplit-floor): jansson parses each request and writes the bytes popsplit answered to it in a recording pass.")
    var floor = false

    /// Round trips instead of throughput (issue 20, item 5b).
    @Flag(name: .long, help: "Measure round trips instead: p50 and p99 of a tiny request and a rotate, one at a time, against the echo server.")
    var roundTrip = false

    /// The scaling run (issue 20, item 5a).
    @Flag(
        name: .long,
        help:
            "Measure what a command costs with K controllers not on screen (pool, unselected tab, below the top of the visible stack), against the smallest K.")
    var scaling = false

    /// The reload stream (issue 20, item 5c).
    @Flag(name: .long, help: "Measure scene/reload {text} streams (one title edited) for documents of several sizes against the echo server.")
    var reload = false

    /// Memory (issue 20, item 5e).
    @Flag(name: .long, help: "Measure popsplit serve's resident set with several numbers of open scenes.")
    var memory = false

    /// The sizes of --scaling, --reload and --memory.
    @Option(
        name: .long,
        help:
            "Sizes, comma-separated: hidden controllers (--scaling, default 10,1000,10000), controllers per document (--reload, default 10,100,1000), open scenes (--memory, default 1,10,100)."
    )
    var sizes: String?

    /// Timed commands per scaling run.
    @Option(name: .long, help: "With --scaling: commands per run.")
    var commands = 40

    /// Requests timed per round-trip run.
    @Option(name: .long, help: "With --round-trip: requests timed per run.")
    var samples = 1000

    /// Document text per reload run.
    @Option(name: .long, help: "With --reload: bytes of document text sent per run; reloads per run are this over the document's size, at least 4.")
    var reloadBytes = 16_000_000

    /// Controllers per scene of --memory.
    @Option(name: .long, help: "With --memory: controllers in each scene's document.")
    var controllers = 100

    /// The popsplit executable.
    @Option(name: .long, help: "The popsplit executable to run as 'PATH serve' (default: this one).")
    var server: String?

    /// The echo server.
    @Option(name: .long, help: "The C echo server (default: popsplit-echo beside this executable).")
    var echo: String?

    /// The streams.
    @Option(name: .long, help: "The streams to run.")
    var stream: BenchStream = .both

    /// The layout mode popsplit is asked for at initialize (protocol.md, section 5).
    @Option(name: .long, help: "The layout mode to ask popsplit for at initialize: full (default) or delta.")
    var layoutMode: String?

    /// Checks the options.
    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1.") }
        guard (mixedCount ?? 1) >= 1 else { throw ValidationError("--mixed-count must be at least 1.") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
        guard [render, documents, worst, roundTrip, scaling, reload, memory].filter({ $0 }).count <= 1 else {
            throw ValidationError("--render, --documents, --worst, --round-trip, --scaling, --reload and --memory exclude each other.")
        }
        if floor, render || documents || worst || roundTrip || scaling || memory {
            throw ValidationError("--floor goes with the streams or --reload.")
        }
        if sizes != nil, !(scaling || reload || memory) { throw ValidationError("--sizes needs --scaling, --reload or --memory.") }
        if let sizes {
            let parsed = sizes.split(separator: ",").map { Int($0.trimmingBlanks) }
            guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 100_000 }) else {
                throw ValidationError("--sizes must be numbers from 1 to 100000, comma-separated.")
            }
        }
        guard commands >= 2, samples >= 1, reloadBytes >= 1, (3...100_000).contains(controllers) else {
            throw ValidationError("--commands must be at least 2, --samples and --reload-bytes at least 1, --controllers 3 to 100000.")
        }
        if let documentBytes {
            guard documents else { throw ValidationError("--document-bytes needs --documents.") }
            guard (1024...16_777_216).contains(documentBytes) else { throw ValidationError("--document-bytes must be 1024 to 16777216.") }
        }
        if let iterations {
            guard render else { throw ValidationError("--iterations needs --render.") }
            guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1.") }
        }
        if let layoutMode, !["full", "delta"].contains(layoutMode) {
            throw ValidationError("--layout-mode must be full or delta.")
        }
    }

    /// Runs the streams and prints the report.
    func run() throws {
        do {
            if printRenderDocument {
                print(JSONCodec.string(RenderBenchScene.document()))
            } else if worst {
                let bench = WorstRequestBench(runs: runs, iterations: 10)
                let (rows, baseline) = try bench.measure()
                for line in WorstRequestBench.lines(rows, baseline: baseline, runs: runs, iterations: 10) { print(line) }
            } else if documents {
                try measureDocuments()
            } else if render {
                try measureRender()
            } else if roundTrip || scaling || reload || memory {
                try measureIssue20()
            } else {
                try measure()
            }
        } catch {
            printError("popsplit bench: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// Validates, runs and reports every chosen stream.
    private func measure() throws(BenchError) {
        let executable = try BenchCommand.executablePath()
        let popsplit = BenchServer(name: "popsplit", path: server ?? executable, arguments: ["serve", "--log-level", "error"])
        let echoServer = BenchServer(name: "echo", path: echo ?? BenchCommand.sibling(of: executable, named: "popsplit-echo"), arguments: [])
        try BenchCommand.requireExecutables(popsplit: popsplit, echo: echoServer, floor: floor ? executable : nil)
        print(
            "popsplit bench: \(BenchCommand.coreCount) cores, \(BenchCommand.buildConfiguration) build, \(runs) runs per server and stream (interleaved), medians"
        )
        print("  popsplit: \(popsplit.commandLine)")
        print("  echo:     \(echoServer.commandLine)")
        for kind in stream.kinds {
            let requests = kind == .small ? count : (mixedCount ?? max(1, count / 5))
            let workload = BenchWorkload.make(kind, count: requests, layoutMode: layoutMode)
            let checked = try BenchValidation.check(kind, layoutMode: layoutMode, popsplit: popsplit, echo: echoServer)
            // The output floor replays what popsplit wrote for this very workload.
            let recordingPath = try floor ? BenchRecording.record(workload, on: popsplit).writeFile() : nil
            defer { if let recordingPath { BenchRecording.remove(recordingPath) } }
            let floorServer = recordingPath.map { BenchRecording.floorServer(beside: executable, recording: $0) }
            var samples: [[BenchSample]] = [[], [], []]
            for _ in 0..<runs {
                samples[0].append(try BenchRunner.run(workload, on: popsplit).sample)
                samples[1].append(try BenchRunner.run(workload, on: echoServer).sample)
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

    /// Runs the render bench and prints its report.
    private func measureRender() throws(BenchError) {
        let bench = RenderBench(runs: runs, iterations: iterations ?? 200)
        let (stages, facts, sink) = try bench.measure()
        for line in RenderBenchReport.lines(stages: stages, facts: facts, runs: bench.runs, iterations: bench.iterations) { print(line) }
        if sink == 0 { print("(nothing was made)") }
    }

    /// Runs the document bench and prints its report.
    private func measureDocuments() throws(BenchError) {
        let bench = DocumentBench(runs: runs, bytes: documentBytes ?? 1_048_576)
        for line in DocumentBench.lines(try bench.measure(), runs: bench.runs) { print(line) }
    }

    /// The running executable's path (`/proc/self/exe`).
    static func executablePath() throws(BenchError) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw BenchError("cannot read /proc/self/exe (errno \(errno)): pass --server and --echo") }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path of `name` in the same directory as `path`.
    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// The number of online cores.
    static var coreCount: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    /// `debug` or `release`, as this executable was built.
    static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }
}
