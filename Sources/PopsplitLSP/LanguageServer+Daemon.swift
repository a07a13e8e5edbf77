import PopsplitJSON
import PopsplitRPC

/// Calls into the daemon's handler.
extension LanguageServer {
    /// Runs daemon method `method` and returns its result or error. The daemon's notifications
    /// (`scene/event`, `scene/layout`) go to the ``outbox`` for a client that asked for them
    /// (``sendsSceneNotifications``); a delegate question is answered with its documented
    /// default (at most ``maxQuestionsPerRequest`` of them): the editor is not asked while a
    /// document loads.
    func callDaemon(_ method: String, _ params: JSONValue) -> Result<JSONValue, RPCError> {
        var outcome = daemon.handle(method: method, params: params, isNotification: false)
        for _ in 0...Self.maxQuestionsPerRequest {
            switch outcome {
            case .result(let value, let notifications):
                outbox += wrapped(notifications)
                return .success(value)
            case .encodedResult(let text, let notifications):
                outbox += wrapped(notifications)
                return .success(text.value)
            case .failure(let error, let notifications):
                outbox += wrapped(notifications)
                return .failure(error)
            case .ask(_, _, let defaultAnswer, let notifications, let resume):
                outbox += wrapped(notifications)
                outcome = resume(defaultAnswer)
            }
        }
        return .failure(RPCError.internalError("\(method) asked more than \(Self.maxQuestionsPerRequest) questions"))
    }
}
