import PopsplitJSON
import PopsplitRPC

/// Calls into the daemon's handler.
extension LanguageServer {
    /// Runs daemon method `method` and returns its result or error. The daemon's notifications
    /// (`scene/event`, `scene/layout`) are for its own clients and are not passed on; a delegate
    /// question is answered with its documented default, as a client that did not opt in to
    /// questions gets (at most ``maxQuestionsPerRequest`` of them).
    func callDaemon(_ method: String, _ params: JSONValue) -> Result<JSONValue, RPCError> {
        var outcome = daemon.handle(method: method, params: params, isNotification: false)
        for _ in 0...Self.maxQuestionsPerRequest {
            switch outcome {
            case .result(let value, _): return .success(value)
            case .encodedResult(let text, _): return .success(text.value)
            case .failure(let error, _): return .failure(error)
            case .ask(_, _, let defaultAnswer, _, let resume): outcome = resume(defaultAnswer)
            }
        }
        return .failure(RPCError.internalError("\(method) asked more than \(Self.maxQuestionsPerRequest) questions"))
    }
}
