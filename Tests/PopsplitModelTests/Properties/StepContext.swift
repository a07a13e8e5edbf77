import PopsplitModel

/// Everything a property may look at after one step: the scene and layout before, every call
/// of `apply` the step made, and the scene and layout after.
struct StepContext {
    /// The step's position in its document's sequence (0-based).
    var index: Int
    /// The step.
    var step: PropertyStep
    /// The scene before the step.
    var before: Scene
    /// The layout before the step.
    var beforeLayout: SceneLayout
    /// The calls of `apply`, in order; never empty.
    var attempts: [Attempt]
    /// The scene after the step.
    var after: Scene
    /// The layout after the step.
    var afterLayout: SceneLayout
    /// Whether the scene after differs from the scene before.
    var changed: Bool

    /// The last call: what the step finally did.
    var final: Attempt { attempts[attempts.count - 1] }

    /// The command.
    var command: SceneCommand { step.command }

    /// Applies `step` to `scene`, answering each question the command asks with `step.answer`
    /// (a question already answered ends the step, as the service does).
    static func run(_ step: PropertyStep, index: Int, on scene: Scene, layout: SceneLayout) -> StepContext {
        var current = scene
        var answers: DelegateAnswers = [:]
        var attempts: [Attempt] = []
        while attempts.count < 4 {
            var trial = current
            let result: Result<CommandOutcome, ModelError>
            do {
                result = .success(try trial.apply(step.command, answers: answers))
            } catch {
                result = .failure(error)
            }
            attempts.append(Attempt(answers: answers, result: result, scene: trial))
            current = trial
            guard case .success(.needsAnswer(let question)) = result, answers[question] == nil else { break }
            answers[question] = .bool(step.answer)
        }
        return StepContext(
            index: index, step: step, before: scene, beforeLayout: layout, attempts: attempts,
            after: current, afterLayout: current.layout, changed: current != scene)
    }
}
