/// What applying a command produced.
public enum CommandOutcome: Sendable, Equatable {
    /// The command ran: the scene changed (or not) and these events came out, in UIKit's order.
    /// `result` carries the command's answer fields (for example what a tap hit).
    case done(events: [SceneEvent], result: [Field])
    /// The command needs the app delegate's answer first. Nothing changed; apply the same command
    /// again with the answer added to the answers.
    case needsAnswer(DelegateQuestion)
}
