import PopsplitModel

/// One generated step: a command and how the app delegate answers any question it asks.
struct PropertyStep: Sendable, Equatable, CustomStringConvertible {
    /// The command applied.
    var command: SceneCommand
    /// The delegate's answer to every question the command asks (TAB-01).
    var answer: Bool

    /// The command, with the answer when it matters, for failure messages.
    var description: String { "\(Compact.command(command)) [delegate answers \(answer ? "YES" : "NO")]" }
}
