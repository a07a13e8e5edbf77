import ArgumentParser

/// The root command: `popsplit serve | run | bench`.
@main
struct PopsplitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "popsplit", abstract: "A live model of iPad UIKit presentation over JSON-RPC.", version: "0.1.0")
}
