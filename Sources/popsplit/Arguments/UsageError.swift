/// A command line that cannot work (an unknown option, a missing or bad value, options that
/// exclude each other): printed as `Error: MESSAGE` with the subcommand's usage, exit status 64
/// (`EX_USAGE`).
struct UsageError: Error {
    /// What is wrong, for a person.
    var message: String
    /// The help of the option or argument at fault (`--step <n>  With --session: ...`), when one is.
    var help: String?

    /// An error saying `message`.
    init(_ message: String, help: String? = nil) {
        self.message = message
        self.help = help
    }
}
