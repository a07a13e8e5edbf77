/// A step that may first need the app delegate's answer.
enum Resolution {
    /// The step ran.
    case done(Step)
    /// The delegate must answer first; nothing changed.
    case needsAnswer(DelegateQuestion)

    /// As a command outcome.
    var outcome: CommandOutcome {
        switch self {
        case .done(let step): step.outcome
        case .needsAnswer(let question): .needsAnswer(question)
        }
    }
}
