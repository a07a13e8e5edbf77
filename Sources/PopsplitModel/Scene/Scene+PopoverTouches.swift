/// Taps while popovers show (POP-16..19): inside, a popover never dismisses; outside, passthrough
/// views get the tap, modal content swallows it, otherwise the delegate is asked and the popover
/// goes.
extension Scene {
    /// The layer a node belongs to: 0 for the window's root layer, `i + 1` for presentation `i`;
    /// `Int.max` for what lies above every layer (status bar, keyboard).
    func layer(of node: PlacedNode, layers: [String]) -> Int {
        if case .popover(let id) = node.role, let shown = visiblePopover(id) { return shown.offset + 1 }
        guard let owner = controller(for: node) ?? node.owner else {
            if case .dimming(let presented) = node.role { return layers.firstIndex(of: presented) ?? Int.max }
            return Int.max
        }
        return layers.firstIndex(of: hierarchy.topAncestor(of: owner)) ?? Int.max
    }

    /// Whether popover presentation `offset`'s content, or its current child, or anything presented
    /// from inside it, is modal in popover (POP-18, POP-24).
    func swallowsOutsideTaps(_ offset: Int) -> Bool {
        dependentPresentations(of: offset).contains { i in
            hierarchy.visibleSubtree(state.presentations[i].presented).contains(where: isModalInPopover)
        }
    }

    /// What a tap on `node` (whose ancestry is `chain`), outside popover presentation `offset`
    /// and below it, does to that popover: a passthrough view (or a subview of one) lets the tap go
    /// on down (POP-17, `nil`); modal content swallows it (POP-18); otherwise the delegate is asked
    /// `popoverControllerShouldDismissPopover:` and, unless it answers NO, the popover is dismissed
    /// and `popoverControllerDidDismissPopover:` follows (POP-19).
    mutating func popoverTap(
        _ shown: PopoverPresentation, offset: Int, node: PlacedNode?, chain: Set<String>, answers: DelegateAnswers
    ) throws(ModelError) -> CommandOutcome? {
        let passthrough = state.popovers[shown.popover]?.passthroughViews ?? []
        if passthrough.contains(where: chain.contains) { return nil }  // POP-17
        var result = [Scene.hitField(node), Field(.action, .null), Field(.popover, .string(shown.popover))]
        if swallowsOutsideTaps(offset) {  // POP-18
            return .done(events: [], result: result + [Field(.dismissed, .bool(false)), Field(.reason, .string("modalInPopover"))])
        }
        switch state.popovers[shown.popover]?.owner {
        case .actionSheet?:  // the cancel button's tap (POP-26)
            let cancel = index.actionSheets[shown.popover]?.cancelButtonIndex ?? -1
            let step = try dismissActionSheet(shown.popover, buttonIndex: cancel, clicked: true, animated: true)
            result[1] = Field(.action, .string(TapAction.dismissActionSheet.rawValue))
            return .done(events: step.events, result: result + step.result.filter { $0.name != .actionSheet })
        case .searchDisplay?:  // its delegate is the search display controller, which agrees
            let step = try dismissPopover(shown.popover, animated: true, byUser: false)
            result[1] = Field(.action, .string(TapAction.dismissPopover.rawValue))
            return .done(events: step.events, result: result + step.result.filter { $0.name != .popover })
        case .app?, .segue?, nil:
            break  // the app's own delegate decides (POP-19)
        }
        let question = DelegateQuestion(
            selector: "popoverControllerShouldDismissPopover:", fields: [Field(.popoverController, .string(shown.popover))],
            defaultAnswer: .bool(true))
        guard let answer = answers[question] else { return .needsAnswer(question) }
        guard answer.boolValue else {
            return .done(events: [], result: result + [Field(.dismissed, .bool(false)), Field(.reason, .string("delegate"))])
        }
        let step = try dismissPopover(shown.popover, animated: true, byUser: true)
        result[1] = Field(.action, .string(TapAction.dismissPopover.rawValue))
        return .done(events: step.events, result: result + step.result.filter { $0.name != .popover })
    }
}
