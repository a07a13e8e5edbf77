/// A command's animation (protocol.md section 9.5): what moves and for how long, in seconds. A
/// typed field of the result (``FieldValue/animation(_:)``), written `{kind, duration}`.
public struct Animation: Sendable, Hashable {
    /// What moves.
    public var kind: AnimationKind
    /// How long, in seconds.
    public var duration: Double

    /// An animation.
    public init(kind: AnimationKind, duration: Double) {
        self.kind = kind
        self.duration = duration
    }
}
