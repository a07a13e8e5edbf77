import PopsplitModel

/// One call of ``Scene/apply(_:answers:)`` within a step: a step calls it again, with the
/// delegate's answer added, while the command asks a question it has no answer for.
struct Attempt {
    /// The answers passed.
    var answers: DelegateAnswers
    /// What `apply` returned or threw.
    var result: Result<CommandOutcome, ModelError>
    /// The scene right after the call.
    var scene: Scene

    /// The events and result fields when the command ran.
    var done: (events: [SceneEvent], result: [Field])? {
        if case .success(.done(let events, let result)) = result { return (events, result) }
        return nil
    }

    /// The question asked, when the command needs an answer.
    var question: DelegateQuestion? {
        if case .success(.needsAnswer(let question)) = result { return question }
        return nil
    }

    /// The error thrown, if any.
    var error: ModelError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
