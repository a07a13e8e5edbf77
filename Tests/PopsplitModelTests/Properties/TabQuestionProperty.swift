import PopsplitModel

/// TAB-01 on every step: only a user's tap asks `tabBarController:shouldSelectViewController:`
/// (default YES); answered NO, the tap changes nothing and sends nothing; answered YES, the tab is
/// selected and `tabBarController:didSelectViewController:` comes last.
struct TabQuestionProperty: SceneProperty {
    /// The selector asked.
    static let selector = "tabBarController:shouldSelectViewController:"
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Indexes the document.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        specs = DocumentIds(launch.document).specs
    }

    /// Checks one step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        // The split views' questions have their own property (SplitQuestionProperty).
        let all = step.attempts.compactMap(\.question).filter { !SplitQuestionProperty.selectors.contains($0.selector) }
        if case .tap = step.command {
        } else {
            try PropertyFailure.check(all.isEmpty, "TAB-01 \(Compact.command(step.command)) asked \(all.map(\.selector))")
        }
        // A tap outside a popover asks its own question (POP-19, PopoverCommandProperty).
        let questions = all.filter { $0.selector != PopoverCommandProperty.question }
        guard let question = questions.first else { return }
        try PropertyFailure.check(
            questions.count == 1 && question.selector == Self.selector && question.defaultAnswer.boolValue,
            "TAB-01 unexpected questions \(questions.map { "\($0.selector) \(Compact.fields($0.fields)) default \($0.defaultAnswer)" })")
        guard case .string(let tab)? = question.fields["tabBarController"], case .string(let child)? = question.fields["viewController"] else {
            throw PropertyFailure("TAB-01 question fields \(Compact.fields(question.fields))")
        }
        guard let (events, result) = step.final.done else {
            // A failing action fails the whole tap: atomicity covers it.
            return
        }
        if step.step.answer {
            let index = specs[tab]?.children.firstIndex { $0.id == child }
            try PropertyFailure.check(
                index != nil && step.after.snapshot().selectedTabs[tab] == index,
                "TAB-01 YES to \(child) left \(tab) on \(String(describing: step.after.snapshot().selectedTabs[tab]))")
            // A first responder the new tab hides resigns at the end (keyboard notifications, 9.9.5).
            let last = events.last { !$0.name.rawValue.hasPrefix("UIKeyboard") }
            try PropertyFailure.check(
                last
                    == SceneEvent(
                        .tabBarControllerDidSelectViewController, target: tab,
                        fields: [Field(.viewController, .string(child))]),
                "TAB-01 YES did not end with didSelectViewController: \(Compact.trace(events))")
            try PropertyFailure.check(result["shouldSelect"] == .bool(true), "TAB-01 YES result \(Compact.fields(result))")
        } else {
            try PropertyFailure.check(step.after == step.before, "TAB-01 answering NO changed the scene")
            try PropertyFailure.check(events.isEmpty, "TAB-01 answering NO sent \(Compact.trace(events))")
            try PropertyFailure.check(result["shouldSelect"] == .bool(false), "TAB-01 NO result \(Compact.fields(result))")
        }
    }
}
