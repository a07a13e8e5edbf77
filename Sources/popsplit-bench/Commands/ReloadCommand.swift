import ArgumentParser

/// `popsplit-bench reload`: an editor's keystrokes, `scene/reload {text}` streams with one title
/// edited, for documents of several sizes, against the echo server (and with `--floor` the
/// output floor).
struct ReloadCommand: ParsableCommand {
    /// The subcommand's name and abstract.
    static let configuration = CommandConfiguration(
        commandName: "reload", abstract: "scene/reload {text} streams (one title edited) for documents of several sizes against the echo server.")

    /// The servers.
    @OptionGroup var servers: BenchServers

    /// Controllers per document.
    @Option(name: .long, help: "Controllers per document, comma-separated (default 10,100,1000).")
    var sizes = BenchSizes(values: [10, 100, 1000])

    /// Document text per run.
    @Option(name: .long, help: "Bytes of document text sent per run; reloads per run are this over the document's size, at least 4.")
    var reloadBytes = 16_000_000

    /// Runs per server and size.
    @Option(name: .long, help: "Runs per server and size; medians are reported.")
    var runs = 5

    /// Add the output floor.
    @Flag(name: .long, help: "Also run the output floor (popsplit-floor).")
    var floor = false

    /// Checks the options.
    func validate() throws {
        guard reloadBytes >= 1, runs >= 1 else { throw ValidationError("--reload-bytes and --runs must be at least 1.") }
    }

    /// Runs the bench and prints its table.
    func run() throws {
        try BenchFailure.reporting("reload") { () throws(BenchError) in
            let popsplit = try servers.popsplit()
            let echo = try servers.echoServer()
            let floorPath = try floor ? servers.floorPath() : nil
            try BenchEnvironment.require(
                [(popsplit, "popsplit", "--server"), (echo, "popsplit-echo", "--echo")]
                    + (floorPath.map { [(BenchServer(name: "floor", path: $0, arguments: []), "popsplit-floor", nil)] } ?? []))
            print("popsplit-bench reload: \(BenchEnvironment.coreCount) cores, \(BenchEnvironment.buildConfiguration) build")
            let bench = ReloadBench(popsplit: popsplit, echo: echo, sizes: sizes.values, textBudget: reloadBytes, runs: runs)
            for line in try bench.measure(floorPath: floorPath) { print(line) }
        }
    }
}
