/// What one finished step of a command produced: its events and its result fields.
struct Step {
    /// Events in UIKit's order.
    var events: [SceneEvent] = []
    /// Result fields for the client.
    var result: [Field] = []

    /// The step as a finished command's outcome.
    var outcome: CommandOutcome { .done(events: events, result: result) }
}
