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
    public let source: StepSource
    /// The state after it.
    public let scene: Scene
    /// The memory the step holds, estimated from its scene's ``SceneFootprint``: its layout, and
    /// its document when the step brought one of its own (the first step, a reload); a step that
    /// shares the document of the one before counts only what it changed.
    public let estimatedBytes: Int

    /// The estimate's fixed part: the step's record, its strings and the state's tables.
    public static let bytesPerStep = 4096
    /// The estimate for each node of a kept layout (measured: see docs/reliability.md).
    public static let bytesPerLayoutNode = 1024
    /// The estimate for each object of a document a step brought (measured likewise).
    public static let bytesPerDocumentObject = 512

    /// A step; `ownsDocument` says whether its scene's document is one no earlier step holds.
    public init(method: String, summary: String, events: [String], layoutVersion: Int, source: StepSource, scene: Scene, ownsDocument: Bool) {
        self.method = method
        self.summary = summary
        self.events = events
        self.layoutVersion = layoutVersion
        self.source = source
        self.scene = scene
        let footprint = scene.footprint
        let strings = method.utf8.count + summary.utf8.count + events.reduce(0) { $0 + $1.utf8.count + 16 }
        estimatedBytes =
            Self.bytesPerStep + strings + footprint.layoutNodes * Self.bytesPerLayoutNode
            + (ownsDocument ? footprint.documentObjects * Self.bytesPerDocumentObject : 0)
    }
}
