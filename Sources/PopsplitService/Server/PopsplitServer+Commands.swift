import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// Applies `command` to scene `sceneID` with the delegate's answers known so far. When the model
    /// needs another answer, asks the client and applies the same command again with it (the model is
    /// pure, so nothing happened the first time). On success: events, layout, then the result.
    /// The entry is taken out of the table and changed in place (never copied: a copy retains
    /// all it holds), then put back whatever happened: `apply` leaves the scene as it was when
    /// it throws or needs an answer. A result's whole navigation stack (`stack`) is sent only when
    /// `includeStack` (a push costs what it changes, `pushed` and `popped`, not the
    /// stack's length).
    func run(_ command: SceneCommand, in sceneID: String, answers: DelegateAnswers, includeStack: Bool = false) -> HandlerOutcome {
        guard var entry = state.scenes.removeValue(forKey: sceneID) else {
            return .failure(RPCError(code: ServiceErrorCode.unknownScene, message: "unknown scene \"\(sceneID)\""))
        }
        let outcome: CommandOutcome
        do {
            outcome = try entry.scene.apply(command, answers: answers)
        } catch {
            let failure = RequestSuggestion.rpcError(error, in: entry.scene)
            state.scenes[sceneID] = consume entry
            return .failure(failure)
        }
        switch outcome {
        case .needsAnswer(let question):
            state.scenes[sceneID] = consume entry
            return .ask(
                method: DelegateQuestions.method(for: question),
                params: DelegateQuestions.params(for: question, scene: sceneID),
                defaultAnswer: DelegateQuestions.json(question.defaultAnswer),
                resume: { [self] reply in
                    var next = answers
                    next[question] = DelegateQuestions.answer(reply, default: question.defaultAnswer)
                    return run(command, in: sceneID, answers: next, includeStack: includeStack)
                })
        case .done(let events, let result):
            let notifications = publish(changed: &entry, events: events, animation: Self.animation(in: result), id: sceneID)
            let version = entry.layoutVersion
            state.scenes[sceneID] = consume entry
            let sent = includeStack || !result.contains { $0.name == .stack } ? result : result.filter { $0.name != .stack }
            return .encodedResult(sent.commandResult(scene: sceneID, layoutVersion: version), notifications: notifications)
        }
    }

    /// The animation of a command's result, when it animated (its typed field).
    static func animation(in result: [Field]) -> Animation? {
        result.lazy.compactMap(\.value.animation).first
    }
}
