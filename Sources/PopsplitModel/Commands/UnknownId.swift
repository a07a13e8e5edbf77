/// An id that names nothing of the kind wanted, as a ``ModelError`` carries it: what a client's
/// "did you mean" reads, never the message's text.
public struct UnknownId: Sendable, Equatable {
    /// The id given.
    public let id: String
    /// What it was meant to name.
    public let kind: IdKind

    /// An unknown `id` meant to name a `kind`.
    public init(id: String, kind: IdKind) {
        self.id = id
        self.kind = kind
    }
}
