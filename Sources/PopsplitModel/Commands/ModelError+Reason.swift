extension ModelError {
    /// What went wrong: one family per ``ModelError/Kind``, each with one case per failure and
    /// the values involved.
    public enum Reason: Sendable, Equatable {
        /// UIKit raises.
        case uikitException(UIKitExceptionReason)
        /// An id that names nothing of the kind wanted.
        case unknownId(UnknownId)
        /// An id that names a controller of another type than `expected`.
        case wrongKind(id: String, expected: ControllerType)
        /// The scene's current state does not allow the request.
        case invalidState(InvalidStateReason)
        /// The scene document is not valid.
        case invalidDocument(InvalidDocumentReason)

        /// The class of failure.
        public var kind: Kind {
            switch self {
            case .uikitException: .uikitException
            case .unknownId, .wrongKind: .unknownId
            case .invalidState: .invalidState
            case .invalidDocument: .invalidDocument
            }
        }

        /// The message, rendered from the data.
        public var message: String {
            switch self {
            case .uikitException(let exception): exception.message
            case .unknownId(let unknown): "unknown \(unknown.kind.displayName) id '\(unknown.id)'"
            case .wrongKind(let id, let expected): "'\(id)' is not a \(expected.displayName) controller"
            case .invalidState(let state): state.message
            case .invalidDocument(let document): document.message
            }
        }

        /// The rule the failure follows, if one does.
        public var ruleId: String? {
            switch self {
            case .uikitException(let exception): exception.ruleId
            case .unknownId, .wrongKind: nil
            case .invalidState(let state): state.ruleId
            case .invalidDocument(let document): document.ruleId
            }
        }
    }
}
