/// The texts of the model's errors, kept beside one another so they stay consistent.
extension ModelError {
    /// UIKit's `Application tried to present modally an active controller` (MOD-01).
    static let presentActiveText = "Application tried to present modally an active controller"
    /// UIKit's text for a partial curl to or from a controller that is not full screen (MOD-02).
    static let partialCurlText = "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller"
    /// UIKit's text for pushing a controller twice (NAV-01).
    static let pushTwiceText = "Pushing the same view controller instance more than once is not supported"
    /// UIKit's text for pushing a split view controller (SPL-03).
    public static let splitPushText = "Split View Controllers cannot be pushed to a Navigation Controller"
    /// UIKit's text for presenting a split view controller modally (SPL-03).
    static let splitModalText = "Application tried to present a Split View Controllers modally"
    /// UIKit's text for pushing a navigation controller (NAV-01).
    static let pushNavigationText = "Pushing a navigation controller is not supported"

    /// An id that names nothing of this kind in the scene: `unknown bar button item id 'x'`.
    static func unknown(_ id: String, _ kind: IdKind) -> ModelError {
        ModelError(.unknownId, "unknown \(kind.displayName) id '\(id)'", fields: [Field(.id, .string(id))], unknownId: UnknownId(id: id, kind: kind))
    }

    /// An id that names a controller of the wrong kind.
    static func wrongKind(_ id: String, expected: ControllerType) -> ModelError {
        ModelError(.unknownId, "'\(id)' is not a \(expected.displayName) controller", fields: [Field(.id, .string(id))])
    }

    /// SPL-12: a split view controller whose delegate does not implement willHide never handed out
    /// its bar button item, so nothing can show its hidden master.
    static func noMasterItem(_ split: String, implementsWillHide: Bool) -> ModelError {
        let why = implementsWillHide ? "its delegate puts the bar button item nowhere" : "its delegate does not implement willHide"
        return state("split view controller '\(split)' hides its master, but \(why), so no bar button item shows it", id: split)
    }

    /// A request the current state does not allow.
    static func state(_ message: String, id: String? = nil) -> ModelError {
        ModelError(.invalidState, message, fields: id.map { [Field(.id, .string($0))] } ?? [])
    }

    /// UIKit raises `NSInvalidArgumentException` (or `exception`) with `text`.
    static func uikit(_ text: String, exception: String = "NSInvalidArgumentException") -> ModelError {
        ModelError(.uikitException, text, fields: [Field(.exception, .string(exception))])
    }

    /// The scene document is not valid.
    static func document(_ message: String, id: String? = nil) -> ModelError {
        ModelError(.invalidDocument, message, fields: id.map { [Field(.id, .string($0))] } ?? [])
    }
}
