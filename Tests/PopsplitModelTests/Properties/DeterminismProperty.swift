import PopsplitModel

/// The same sequence applied twice from the same document gives identical scenes, events,
/// results and layouts. A second `Scene.open` of the document must give an `==` scene, the same
/// events and layout; a twin started from that state then replays every call of `apply`.
struct DeterminismProperty: SceneProperty {
    /// The twin, replaying the same calls.
    var twin: Scene?

    /// Opens the document again and compares the launch; starts the twin.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        let opened: (scene: Scene, events: [SceneEvent])
        do {
            opened = try Scene.open(launch.document)
        } catch {
            throw PropertyFailure("opening the same document a second time threw \(error.message)")
        }
        try PropertyFailure.check(opened.scene == launch.scene, "opening the same document twice gives different scenes")
        try PropertyFailure.check(opened.events == launch.events, "opening the same document twice gives different events")
        try PropertyFailure.check(opened.scene.layout.isIdentical(to: launch.layout), "opening the same document twice gives different layouts")
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
            try PropertyFailure.check(
                result == attempt.result,
                "\(Compact.command(step.command)) (call \(n + 1)) gave \(Compact.outcome(attempt.result)) the first time and \(Compact.outcome(result)) the second"
            )
            try PropertyFailure.check(scene == attempt.scene, "\(Compact.command(step.command)) (call \(n + 1)) left different scenes on two runs")
        }
        if step.changed {
            try PropertyFailure.check(scene.layout.isIdentical(to: step.afterLayout), "\(Compact.command(step.command)) left different layouts on two runs")
        }
        twin = scene
    }
}
