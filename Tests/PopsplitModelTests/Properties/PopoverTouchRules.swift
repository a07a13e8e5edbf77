import PopsplitModel

/// POP-16..19 and POP-26 on a tap, read from the layout before it (the hit node's top-level
/// node, its chain of parents) and the snapshots.
struct PopoverTouchRules {
    /// The document's controllers by id.
    let specs: [String: ControllerSpec]

    /// Checks a tap.
    func check(_ step: StepContext, before: SceneState, after: SceneState, asked: [DelegateQuestion]) throws(PropertyFailure) {
        let what = Compact.command(step.command)
        guard let (events, result) = step.final.done else {
            try PropertyFailure.check(asked.isEmpty, "POP-19 \(what) asked \(asked.map(\.selector)) and then failed: \(Compact.outcome(step.final.result))")
            return
        }
        let layout = step.beforeLayout
        let position = Dictionary(layout.nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let parents = Dictionary(layout.nodes.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var hit: String?
        if case .fields(let fields)? = result["hit"], case .string(let id)? = fields["id"] { hit = id }
        var chain: [String] = []
        var current = hit
        while let id = current, chain.count < 512, !chain.contains(id) {
            chain.append(id)
            current = parents[id] ?? nil
        }
        // The position of the hit node's top-level node: a popover whose node comes later is above it.
        let hitTop = chain.last.flatMap { position[$0] } ?? -1
        let above = { (p: String) in (position[p] ?? -1) > hitTop }
        let top = CommandGenerator.topLevel(layout)
        let modal = { (p: String) in
            layout.nodes.contains { $0.kind == .controller && top[$0.id] == p && (before.modalInPopover[$0.id] ?? self.specs[$0.id]?.modalInPopover ?? false) }
        }
        try PropertyFailure.check(asked.count <= 1, "POP-19 \(what) asked \(asked.count) times")
        if let question = asked.first {
            guard case .string(let p)? = question.fields["popoverController"], PopoverCommandProperty.visible(p, before) != nil else {
                throw PropertyFailure("POP-19 \(what) asked about \(Compact.fields(question.fields)), no visible popover")
            }
            let owner = before.popovers[p]?.owner
            try PropertyFailure.check(owner == .app || owner == .segue, "POP-26 \(what) asked the delegate of the \(owner?.rawValue ?? "?") popover \(p)")
            try PropertyFailure.check(question.defaultAnswer.boolValue, "POP-19 \(what): the question's default is NO")
            try PropertyFailure.check(above(p), "POP-16 \(what) hit \(hit ?? "nothing"), inside popover \(p), and asked to dismiss it")
            let passthrough = before.popovers[p]?.passthroughViews ?? []
            try PropertyFailure.check(
                !passthrough.contains(where: chain.contains), "POP-17 \(what) hit \(chain) through passthrough views \(passthrough) and asked about \(p)")
            try PropertyFailure.check(!modal(p), "POP-18 \(what): popover \(p) holds a controller modal in popover, yet the delegate was asked")
            if step.step.answer {
                try PropertyFailure.check(
                    PopoverCommandProperty.visible(p, after) == nil && result["dismissed"] == .bool(true)
                        && result["action"] == .string("dismissPopover"),
                    "POP-19 \(what) answered YES gave \(Compact.fields(result))")
                let did = events.indices.filter { events[$0].name.rawValue == PopoverCommandProperty.didDismiss }
                try PropertyFailure.check(
                    did.count == 1 && events[did[0]].target == p
                        && events[(did[0] + 1)...].allSatisfy { $0.name.rawValue.hasPrefix("UIKeyboard") },
                    "POP-19 \(what) answered YES sent \(Compact.trace(events))")
            } else {
                try PropertyFailure.check(
                    step.after == step.before && events.isEmpty
                        && result["dismissed"] == .bool(false) && result["reason"] == .string("delegate"),
                    "POP-19 \(what) answered NO gave \(Compact.fields(result)), \(Compact.trace(events))")
            }
            return
        }
        let action = result["action"]
        if case .string(let p)? = result["popover"], result["reason"] == .string("modalInPopover") {
            // POP-18: swallowed, nothing happens.
            try PropertyFailure.check(above(p), "POP-16 \(what) hit \(hit ?? "nothing") inside popover \(p), swallowed as modal")
            try PropertyFailure.check(
                step.after == step.before && events.isEmpty, "POP-18 \(what) swallowed but changed the scene or sent \(Compact.trace(events))")
            try PropertyFailure.check(
                modal(p) || before.presentations.last?.popover?.popover != p,
                "POP-18 \(what): popover \(p) swallowed the tap, but nothing in it is modal")
            return
        }
        if case .string(let p)? = result["popover"], let owner = before.popovers[p]?.owner,
            (owner == .searchDisplay && action == .string("dismissPopover")) || (owner == .actionSheet && action == .string("dismissActionSheet"))
        {
            // POP-26: the system's popovers go at once on an outside tap, no question, no did-dismiss.
            try PropertyFailure.check(above(p), "POP-16 \(what) hit \(hit ?? "nothing") inside the \(owner.rawValue) popover \(p), which went")
            try PropertyFailure.check(
                PopoverCommandProperty.visible(p, after) == nil && !events.contains { $0.name.rawValue == PopoverCommandProperty.didDismiss },
                "POP-26 \(what) outside the \(owner.rawValue) popover \(p) gave \(Compact.fields(result)), \(Compact.trace(events))")
            return
        }
        if action == .null || action == .string("becomeFirstResponder") {
            // POP-16: a tap that fires nothing (or only makes a first responder) dismisses nothing.
            try PropertyFailure.check(
                after.presentations == before.presentations, "POP-16 \(what) fired \(action.map(Compact.value) ?? "nothing") but the presentations changed")
        }
        // POP-19 the other way round: an outside tap on a non-passthrough node, below the top-most
        // presentation, a non-modal popover the app owns, must have asked.
        guard let last = before.presentations.last?.popover, above(last.popover), position[last.popover] != nil else { return }
        let passthrough = before.popovers[last.popover]?.passthroughViews ?? []
        guard !passthrough.contains(where: chain.contains), !modal(last.popover), let owner = before.popovers[last.popover]?.owner,
            owner == .app || owner == .segue
        else { return }
        throw PropertyFailure(
            "POP-19 \(what) hit \(hit ?? "nothing") outside popover \(last.popover) (no passthrough, not modal) but the delegate was not asked: \(Compact.fields(result))"
        )
    }
}
