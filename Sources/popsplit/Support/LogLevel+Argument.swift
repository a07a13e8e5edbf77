import ArgumentParser
import PopsplitRPC

/// `--log-level error|warning|info|debug`.
extension LogLevel: ExpressibleByArgument {
    /// The level named by the argument.
    public init?(argument: String) { self.init(name: argument) }

    /// Every level's name, for the help screen.
    public static var allValueStrings: [String] { allCases.map(\.description) }
}
