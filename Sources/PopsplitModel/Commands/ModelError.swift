/// Why a command or a document was refused. A refused command leaves the scene exactly as it was.
public struct ModelError: Error, Sendable, Equatable {
    /// The class of failure; the service maps each to a JSON-RPC error code.
    public enum Kind: String, Sendable, Equatable {
        /// UIKit would raise an exception; `message` is UIKit's text, verbatim.
        case uikitException
        /// An id that names nothing in the scene (or names the wrong kind of thing).
        case unknownId
        /// A valid request that the scene's current state does not allow (popping the root ...).
        case invalidState
        /// The scene document is not valid.
        case invalidDocument
    }

    /// The class of failure.
    public var kind: Kind
    /// A message a person understands; for `uikitException`, UIKit's text verbatim.
    public var message: String
    /// Details (the id concerned, UIKit's exception name ...).
    public var fields: [Field]
    /// The id that names nothing, with what it was meant to name, for an `unknownId` error
    /// made by ``unknown(_:_:)`` (its message is rendered from it).
    public var unknownId: UnknownId?

    /// An error.
    public init(_ kind: Kind, _ message: String, fields: [Field] = [], unknownId: UnknownId? = nil) {
        self.kind = kind
        self.message = message
        self.fields = fields
        self.unknownId = unknownId
    }
}
