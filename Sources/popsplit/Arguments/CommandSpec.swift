/// A subcommand's command line, declared as a table: its name, what it does, its positional
/// arguments and its options, each bound to a field of `Options`. The parser, the usage line and
/// the help page are all read from this one table.
struct CommandSpec<Options> {
    /// The program's name (`popsplit`).
    static var program: String { "popsplit" }

    /// The subcommand's name (`render`).
    let name: String
    /// One line on what it does (the root's list of subcommands shows it).
    let abstract: String
    /// Paragraphs more, for its help page.
    var discussion = ""
    /// Its positional arguments, in order.
    var arguments: [ArgumentSpec<Options>] = []
    /// Its options, in the order the help lists them.
    var options: [OptionSpec<Options>] = []

    /// `popsplit render`.
    var commandName: String { Self.program + " " + name }

    /// The usage line: every argument and option in order, or, past twelve, `[<options>]` and the
    /// positional arguments.
    var usage: String {
        let elements = arguments.map(\.usage) + options.map(\.usage)
        if elements.count > 12 { return ([commandName, "[<options>]"] + arguments.map(\.usage)).joined(separator: " ") }
        return ([commandName] + elements).joined(separator: " ")
    }

    /// The help page.
    var help: String {
        HelpText.page(
            abstract: abstract, discussion: discussion, usage: usage,
            sections: [
                ("ARGUMENTS", arguments.map { ($0.synopsis, $0.help) }),
                ("OPTIONS", options.map { ($0.synopsis, $0.fullHelp) } + HelpText.standardOptions),
            ])
    }

    /// A usage error as printed, with this subcommand's usage.
    func usageError(_ error: UsageError) -> String { HelpText.usageError(error, usage: usage, command: commandName) }

    /// The option named by `argument` (`--size`, `-o`), or `nil`.
    func option(named argument: Substring) -> OptionSpec<Options>? {
        if argument.hasPrefix("--") { return options.first { "--" + $0.long == argument } }
        guard argument.count == 2, let letter = argument.last else { return nil }
        return options.first { $0.short == letter }
    }
}

extension CommandSpec where Options: CommandOptions {
    /// Reads `arguments` (those after the subcommand's name) into the options. `-h`/`--help` and
    /// `--version` anywhere before `--` win over everything else; after `--` every argument is
    /// positional. An option's value is the next argument unless that looks like an option
    /// (`-x`, `--x`), or follows `=` (`--size=96x40`).
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand<Options> {
        let named = arguments.prefix { $0 != "--" }
        if named.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        if named.contains("--version") { return .version }
        var options = Options()
        var given = 0
        var onlyPositional = false
        var index = arguments.startIndex
        // Each pass consumes one or two arguments.
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if !onlyPositional, argument == "--" {
                onlyPositional = true
                continue
            }
            if !onlyPositional, Self.looksLikeOption(argument) {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = parts[0]
                let inline = argument.hasPrefix("--") && parts.count == 2 ? String(parts[1]) : nil
                guard let spec = option(named: argument.hasPrefix("--") ? name : argument[...]) else {
                    throw UsageError("Unknown option '\(argument.hasPrefix("--") ? String(name) : argument)'")
                }
                let help = "\(spec.synopsis)  \(spec.help)"
                if spec.arity == .flag {
                    if let inline { throw UsageError("The option '\(spec.names)' does not take any value, but '\(inline)' was specified.") }
                    try spec.apply(&options, "")
                    continue
                }
                let value: String
                if let inline {
                    value = inline
                } else if index < arguments.endIndex, !Self.looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(spec.synopsis)'", help: help)
                }
                do {
                    try spec.apply(&options, value)
                } catch {
                    throw UsageError(error.message, help: help)
                }
                continue
            }
            guard given < self.arguments.count else { throw UsageError("Unexpected argument '\(argument)'") }
            self.arguments[given].apply(&options, argument)
            given += 1
        }
        if let missing = self.arguments.dropFirst(given).first(where: { !$0.isOptional }) {
            throw UsageError("Missing expected argument '\(missing.synopsis)'", help: "\(missing.synopsis)  \(missing.help)")
        }
        return .run(options)
    }

    /// Whether `argument` names an option rather than being a value (`-` alone is a value: standard input).
    static func looksLikeOption(_ argument: String) -> Bool { argument.hasPrefix("-") && argument.count > 1 }
}
