import PopsplitModel

/// A command that throws, or answers `.needsAnswer`, leaves the scene `==` to what it was.
struct AtomicityProperty: SceneProperty {
    /// Checks every call of `apply` the step made.
    func check(_ step: StepContext) throws(PropertyFailure) {
        var before = step.before
        for attempt in step.attempts {
            if let error = attempt.error {
                try PropertyFailure.check(
                    attempt.scene == before,
                    "\(Compact.command(step.command)) threw \(error.kind.rawValue) '\(error.message)' but changed the scene")
            }
            if let question = attempt.question {
                try PropertyFailure.check(
                    attempt.scene == before,
                    "\(Compact.command(step.command)) asked \(question.selector) but changed the scene")
            }
            before = attempt.scene
        }
    }
}
