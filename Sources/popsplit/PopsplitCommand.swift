import ArgumentParser
import PopsplitService

/// The root command: `popsplit serve | run | render | preview` (the benchmarks are
/// `popsplit-bench`'s).
@main
struct PopsplitCommand: ParsableCommand {
    /// The command's name, abstract, version and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "popsplit",
        abstract: "A live model of iPad UIKit presentation (iOS 5 and 6), served over JSON-RPC 2.0.",
        discussion: """
            Start here: `popsplit run SESSION.jsonl --narrate` follows a session step by step; \
            `--pictures DIR` draws each step that changed the screen, with DIR/index.html, a \
            flip-book; `popsplit render DOC.json` draws a scene, `--session SCRIPT --step N` after \
            a session's first N steps; `popsplit serve --workspace-root DIR` serves the protocol by \
            hand. Each subcommand's --help says more.
            """,
        version: ServerInfo.version,
        subcommands: [ServeCommand.self, RunCommand.self, RenderCommand.self, PreviewCommand.self]
    )
}
