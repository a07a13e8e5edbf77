import PopsplitModel

/// The same sequence applied twice from the same document gives identical scenes, events,
/// results and layouts: a twin scene opened from the document replays every call of `apply`.
struct DeterminismProperty: SceneProperty {
    /// The twin, replaying the same calls.
    var twin: Scene?

    /// Opens the twin and compares the launch.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        let opened: (scene: Scene, events: [SceneEvent])
        do {
            opened = try Scene.open(launch.document)
        } catch {
            throw PropertyFailure("opening the same document a second time threw \(error.message)")
        }
        try PropertyFailure.check(opened.scene == launch.scene, "opening the same document twice gives different scenes")
        try PropertyFailure.check(opened.events == launch.events, "opening the same document twice gives different events")
        try PropertyFailure.check(opened.scene.layout == launch.layout, "opening the same document twice gives different layouts")
        twin = launch.scene
    }

    /// Replays the step's calls on the twin and compares everything.
    mutating func check(_ step: StepContext) throws(PropertyFailure) {
        guard var scene = twin else { throw PropertyFailure("no twin scene") }
        for (n, attempt) in step.attempts.enumerated() {
            let result: Result<CommandOutcome, ModelError>
            do {
                result = .success(try scene.apply(step.command, answers: attempt.answers))
            } catch {
                result = .failure(error)
            }
            try PropertyFailure.check(result == attempt.result,
                                      "\(step.command) (call \(n + 1)) gave \(result) the first time and \(attempt.result) the second")
            try PropertyFailure.check(scene == attempt.scene, "\(step.command) (call \(n + 1)) left different scenes on two runs")
        }
        try PropertyFailure.check(scene.layout == step.afterLayout, "\(step.command) left different layouts on two runs")
        twin = scene
    }
}
