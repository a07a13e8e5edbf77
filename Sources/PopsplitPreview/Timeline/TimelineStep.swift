import PopsplitModel

/// One step of a scene's session as the timeline keeps it: what ran, and the state after it (the
/// pure model's value, shared copy-on-write with the live scene, never a picture).
public struct TimelineStep: Sendable {
    /// The method that made the step (`touch/tap`, `scene/reload` ...).
    public let method: String
    /// A short summary of the request (`[412, 30]`, `landscapeLeft` ...).
    public let summary: String
    /// The names of the delegate events it caused, in UIKit's order.
    public let events: [String]
    /// The layout version after it.
    public let layoutVersion: Int
    /// Where it came from: `client` (stdin) or `page`.
    public let source: String
    /// The state after it.
    public let scene: Scene
}
