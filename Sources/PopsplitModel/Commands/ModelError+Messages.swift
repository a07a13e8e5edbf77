/// Short ways to make the model's errors, one per family of ``ModelError/Reason``.
extension ModelError {
    /// UIKit's text for pushing a split view controller (SPL-03), which the document reader quotes.
    public static let splitPushText = UIKitExceptionReason.splitPushed.message

    /// An id that names nothing of this kind in the scene: `unknown bar button item id 'x'`.
    static func unknown(_ id: String, _ kind: IdKind) -> ModelError {
        ModelError(.unknownId(UnknownId(id: id, kind: kind)))
    }

    /// An id that names a controller of the wrong kind.
    static func wrongKind(_ id: String, expected: ControllerType) -> ModelError {
        ModelError(.wrongKind(id: id, expected: expected))
    }

    /// A request the current state does not allow.
    static func state(_ reason: InvalidStateReason) -> ModelError {
        ModelError(.invalidState(reason))
    }

    /// UIKit raises.
    static func uikit(_ reason: UIKitExceptionReason) -> ModelError {
        ModelError(.uikitException(reason))
    }

    /// The scene document is not valid.
    static func document(_ reason: InvalidDocumentReason) -> ModelError {
        ModelError(.invalidDocument(reason))
    }
}
