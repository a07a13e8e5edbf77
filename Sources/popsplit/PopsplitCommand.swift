import ArgumentParser
import PopsplitService

/// The root command: `popsplit serve | run | render | bench | preview`.
@main
struct PopsplitCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "popsplit",
        abstract: "A live model of iPad UIKit presentation (iOS 5 and 6), served over JSON-RPC 2.0.",
        version: ServerInfo.version,
        subcommands: [ServeCommand.self, RunCommand.self, RenderCommand.self, BenchCommand.self, PreviewCommand.self]
    )
}
