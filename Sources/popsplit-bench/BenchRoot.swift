import ArgumentParser

/// `popsplit-bench`: popsplit's benchmarks, one subcommand each. Every figure is printed as a
/// ratio against a baseline measured in the same run (a C echo server on jansson, the output
/// floor, the smallest size, the cost of writing the layout), never checked against a time.
@main
struct BenchRoot: ParsableCommand {
    /// The command's name, abstract and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "popsplit-bench",
        abstract: "Measure popsplit against baselines run beside it (build with -c release).",
        discussion: """
            The pipe benches spawn `popsplit serve` (beside this executable, or --server) and the C echo \
            server popsplit-echo (or --echo), send initialize and wait for its answer, then time a writer \
            thread sending every framed request while this thread counts the reply frames. Runs alternate \
            between the servers so that machine noise hits both; the figures are medians. The in-process \
            benches (render, worst, documents, storyboard) time the service directly.
            """,
        subcommands: [
            AllCommand.self, StreamsCommand.self, RoundTripCommand.self, ScalingCommand.self, ReloadCommand.self, MemoryCommand.self,
            RenderBenchCommand.self, WorstCommand.self, DocumentsCommand.self, RenderDocumentCommand.self, StoryboardCommand.self,
        ],
        defaultSubcommand: StreamsCommand.self
    )
}
