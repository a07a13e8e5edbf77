/// What a subcommand's command line asks for.
enum ParsedCommand<Options> {
    /// Run with these options.
    case run(Options)
    /// Print the subcommand's help (`-h`, `--help`).
    case help
    /// Print the version (`--version`).
    case version
}
