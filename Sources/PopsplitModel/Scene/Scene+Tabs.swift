/// Tab bar controllers (TAB-01).
extension Scene {
    /// Selects tab `i` from code: no delegate question and no delegate message (TAB-01).
    /// Result: `tabBar`, `selectedIndex`, `selected` (the tab's controller id).
    mutating func selectTab(_ tab: String, index i: Int) throws(ModelError) -> Step {
        let spec = try index.controller(tab, type: .tabBar)
        guard spec.children.indices.contains(i) else {
            throw ModelError.state(.tabIndexOutOfRange(tabBar: tab, index: i, count: spec.children.count))
        }
        let before = hierarchy.visibleControllers
        state.selectedTabs[tab] = i
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: false)
        return Step(
            events: appearance.events,
            result: [
                Field(.tabBar, .string(tab)), Field(.selectedIndex, .number(Double(i))), Field(.selected, .string(spec.children.element(at: i)?.id ?? "")),
            ])
    }

    /// The question a tap on tab `i` asks (TAB-01).
    func shouldSelectQuestion(_ tab: String, _ child: String) -> DelegateQuestion {
        DelegateQuestion(
            selector: "tabBarController:shouldSelectViewController:",
            fields: [Field(.tabBarController, .string(tab)), Field(.viewController, .string(child))],
            defaultAnswer: .bool(true))
    }

    /// A user's tap on tab `i` (TAB-01): asks `tabBarController:shouldSelectViewController:`;
    /// on NO nothing happens; otherwise selects the tab (a tap on the selected tab holding a
    /// navigation controller pops it to its root, as UIKit does), then sends
    /// `tabBarController:didSelectViewController:`. Result adds `shouldSelect`.
    mutating func tapTab(_ tab: String, index i: Int, answers: DelegateAnswers) throws(ModelError) -> Resolution {
        let spec = try index.controller(tab, type: .tabBar)
        guard let child = spec.children.element(at: i)?.id else { throw ModelError.state(.noSuchTab(tabBar: tab, index: i)) }
        let question = shouldSelectQuestion(tab, child)
        guard let answer = answers[question] else { return .needsAnswer(question) }
        guard answer.boolValue else {
            return .done(
                Step(result: [
                    Field(.tabBar, .string(tab)), Field(.shouldSelect, .bool(false)),
                    Field(.selectedIndex, .number(Double(state.selectedTabs[tab] ?? 0))),
                ]))
        }
        var step: Step
        if state.selectedTabs[tab] == i, index.type(of: child) == .navigation, (state.stacks[child]?.count ?? 0) > 1 {
            step = try popToRoot(child, animated: true)
            step.result =
                [
                    Field(.tabBar, .string(tab)), Field(.selectedIndex, .number(Double(i))),
                    Field(.selected, .string(child)),
                ] + step.result
        } else {
            step = try selectTab(tab, index: i)
        }
        step.events.append(
            SceneEvent(
                .tabBarControllerDidSelectViewController, target: tab,
                fields: [Field(.viewController, .string(child))]))
        step.result.append(Field(.shouldSelect, .bool(true)))
        return .done(step)
    }
}
