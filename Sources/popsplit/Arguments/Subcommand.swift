import PopsplitService

/// A subcommand of `popsplit`: its options' table, a check of their values together, and what
/// it does.
protocol Subcommand: CommandOptions {
    /// The command line's table.
    static var spec: CommandSpec<Self> { get }
    /// Refuses values and combinations that cannot work (a ``UsageError``: the subcommand's usage).
    func validate() throws
    /// Does the work; throws ``ExitCode`` to end with a status, a ``UsageError`` for a usage
    /// problem found late.
    func run() throws
}

extension Subcommand {
    /// The one-line abstract, for the root's list.
    static var abstract: String { spec.abstract }

    /// Parses `arguments`, checks and runs; the exit status. Help and the version go to stdout,
    /// errors to stderr.
    static func main(_ arguments: [String]) -> Int32 {
        let spec = Self.spec
        let command: Self
        do {
            switch try spec.parse(arguments) {
            case .help:
                print(spec.help)
                return 0
            case .version:
                print(ServerInfo.version)
                return 0
            case .run(let parsed):
                command = parsed
            }
        } catch {
            printError(spec.usageError(error))
            return ExitCode.usage
        }
        do {
            try command.validate()
            try command.run()
            return 0
        } catch let error as UsageError {
            printError(spec.usageError(error))
            return ExitCode.usage
        } catch let exit as ExitCode {
            return exit.code
        } catch {
            printError("Error: \(error)")
            return 1
        }
    }
}

extension Subcommand {
    /// The help page.
    static var helpPage: String { spec.help }
}
