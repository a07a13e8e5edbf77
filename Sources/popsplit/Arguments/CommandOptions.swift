/// A subcommand's options, or a group of options several subcommands share: every field starts
/// at its default, which the help states once.
protocol CommandOptions {
    /// Every option at its default.
    init()
}
