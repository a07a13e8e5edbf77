import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// Applies `command` to scene `sceneID` with the delegate's answers known so far. When the model
    /// needs another answer, asks the client and applies the same command again with it (the model is
    /// pure, so nothing happened the first time). On success: events, layout, then the result.
    /// The entry is copied once and changed in place; the stored one stays as it was until the
    /// command succeeded.
    func run(_ command: SceneCommand, in sceneID: String, answers: DelegateAnswers) -> HandlerOutcome {
        guard var changed = state.scenes[sceneID] else {
            return .failure(RPCError(code: ServiceErrorCode.unknownScene, message: "unknown scene \"\(sceneID)\""))
        }
        let outcome: CommandOutcome
        do {
            outcome = try changed.scene.apply(command, answers: answers)
        } catch {
            // `apply` leaves the scene as it was when it throws; the stored entry is the same.
            return .failure(RequestSuggestion.rpcError(error, in: changed.scene))
        }
        switch outcome {
        case .needsAnswer(let question):
            return .ask(
                method: DelegateQuestions.method(for: question),
                params: DelegateQuestions.params(for: question, scene: sceneID),
                defaultAnswer: DelegateQuestions.json(question.defaultAnswer),
                resume: { [self] reply in
                    var next = answers
                    next[question] = DelegateQuestions.answer(reply, default: question.defaultAnswer)
                    return run(command, in: sceneID, answers: next)
                })
        case .done(let events, let result):
            let notifications = publish(changed: &changed, events: events, animation: Self.animation(in: result), id: sceneID)
            let version = changed.layoutVersion
            state.scenes[sceneID] = changed
            return .encodedResult(result.commandResult(scene: sceneID, layoutVersion: version), notifications: notifications)
        }
    }

    /// The animation of a command's result, when it animated (its typed field).
    static func animation(in result: [Field]) -> (kind: String, duration: Double)? {
        guard let animation = result.lazy.compactMap(\.value.animation).first else { return nil }
        return (animation.kind.rawValue, animation.duration)
    }
}
