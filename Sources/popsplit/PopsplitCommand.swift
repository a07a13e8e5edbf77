import PopsplitService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The root command: `popsplit serve | lsp | run | render | preview | import` (the benchmarks are
/// `popsplit-bench`'s). Reads the subcommand's name and hands it the rest of the command line.
@main
enum PopsplitCommand {
    /// One line on what popsplit is.
    static let abstract = "A live model of iPad UIKit presentation (iOS 5 and 6), served over JSON-RPC 2.0."

    /// Where to start, for the root's help.
    static let discussion = """
        Start here: `popsplit run SESSION.jsonl --narrate` follows a session step by step; \
        `--pictures DIR` draws each step that changed the screen, with DIR/index.html, a \
        flip-book; `popsplit render DOC.json` draws a scene, `--session SCRIPT --step N` after \
        a session's first N steps; `popsplit serve --workspace-root DIR` serves the protocol by \
        hand; `popsplit lsp` is the language server any LSP editor can run. Each subcommand's \
        --help says more.
        """

    /// The root's usage line.
    static let usage = "popsplit <subcommand>"

    /// The root's help page: the subcommands with their abstracts.
    static var help: String {
        HelpText.page(
            abstract: abstract, discussion: discussion, usage: usage,
            sections: [
                ("OPTIONS", HelpText.standardOptions),
                ("SUBCOMMANDS", PopsplitSubcommand.allCases.map { ($0.rawValue, $0.command.abstract) }),
            ],
            closing: "See 'popsplit help <subcommand>' for detailed help.")
    }

    /// Runs the command line and exits with its status.
    static func main() {
        exit(status(Array(CommandLine.arguments.dropFirst())))
    }

    /// The exit status of `popsplit ARGUMENTS`: the root's help, version and errors, else the
    /// subcommand's.
    static func status(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first, first != "-h", first != "--help" else {
            print(help)
            return 0
        }
        if first == "--version" {
            print(ServerInfo.version)
            return 0
        }
        if first == "help" {
            print(arguments.dropFirst().first.flatMap(PopsplitSubcommand.init(rawValue:))?.command.helpPage ?? help)
            return 0
        }
        guard let subcommand = PopsplitSubcommand(rawValue: first) else {
            let problem = first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unexpected argument '\(first)'"
            printError(HelpText.usageError(UsageError(problem), usage: usage, command: "popsplit"))
            return ExitCode.usage
        }
        return subcommand.command.main(Array(arguments.dropFirst()))
    }
}
