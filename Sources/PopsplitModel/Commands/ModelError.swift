/// Why a command or a document was refused. A refused command leaves the scene exactly as it was.
///
/// The error is its ``reason``: what went wrong, as data (the ids and what they name, the values
/// involved). Its ``kind``, ``message``, ``fields``, ``unknownId`` and ``ruleId`` are all rendered
/// from that reason, so a client's "did you mean" reads data, never text.
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

    /// What went wrong.
    public var reason: Reason

    /// The error of `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The class of failure.
    public var kind: Kind { reason.kind }
    /// A message a person understands; for `uikitException`, UIKit's text verbatim.
    public var message: String { reason.message }
    /// The rule of the reference's rule list the error follows (`POP-14`, `SPL-03` ...), if one does.
    public var ruleId: String? { reason.ruleId }
    /// The id that names nothing, with what it was meant to name, for an `unknownId` error
    /// made by ``unknown(_:_:)``.
    public var unknownId: UnknownId? {
        if case .unknownId(let unknown) = reason { return unknown }
        return nil
    }

    /// Details (the id concerned, UIKit's exception name ...).
    public var fields: [Field] {
        switch reason {
        case .uikitException(let exception): [Field(.exception, .string(exception.exception))]
        case .unknownId(let unknown): [Field(.id, .string(unknown.id))]
        case .wrongKind(let id, _): [Field(.id, .string(id))]
        case .invalidState(let state): state.subjectId.map { [Field(.id, .string($0))] } ?? []
        case .invalidDocument(let document): document.subjectId.map { [Field(.id, .string($0))] } ?? []
        }
    }

    /// Whether two errors say the same thing: the same kind, message, data and rule. Compared as
    /// rendered, not by ``reason``: a reason may carry a number that is not a number (a tap at
    /// `(1,nan)`), which is never equal to itself, while the refusal it makes is.
    public static func == (lhs: ModelError, rhs: ModelError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.fields == rhs.fields && lhs.unknownId == rhs.unknownId
            && lhs.ruleId == rhs.ruleId
    }
}
