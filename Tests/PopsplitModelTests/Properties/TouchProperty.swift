import PopsplitModel

/// Taps and swipes: off the screen, or while the app is in the background, they are refused
/// with `invalidState`; otherwise the node reported as hit is a node of the layout that contains
/// the point, and a swipe that is not handled sends exactly one `swipe` event.
struct TouchProperty: SceneProperty {
    /// Checks a tap or swipe.
    func check(_ step: StepContext) throws(PropertyFailure) {
        let target: TouchTarget
        switch step.command {
        case .tap(let at): target = at
        case .swipe(let from, _): target = from
        default: return
        }
        let point: Point
        switch target {
        case .point(let at):
            point = at
        case .node(let id, let offset):
            // A node is touched at its centre or at its offset, where it was before the touch.
            guard let frame = step.beforeLayout.nodes.first(where: { $0.id == id })?.frame else {
                try PropertyFailure.check(
                    step.final.error?.kind == .unknownId, "a touch on \(id), not in the layout, gave \(Compact.outcome(step.final.result))")
                return
            }
            point = offset.map { Point(x: frame.minX + $0.x, y: frame.minY + $0.y) } ?? Point(x: frame.midX, y: frame.midY)
        }
        let what = Compact.command(step.command)
        if step.before.isBackgrounded || !step.beforeLayout.screen.contains(point) {
            try PropertyFailure.check(
                step.final.error?.kind == .invalidState,
                "\(what) (background: \(step.before.isBackgrounded)) gave \(Compact.outcome(step.final.result))")
            return
        }
        guard let (events, result) = step.final.done else { return }
        if case .fields(let hit)? = result["hit"], case .string(let id)? = hit["id"] {
            let node = step.beforeLayout.nodes.first { $0.id == id }
            try PropertyFailure.check(node?.frame.contains(point) == true, "\(what) hit \(id) at \(node.map { Compact.rect($0.frame) } ?? "nowhere")")
        } else {
            try PropertyFailure.check(result["hit"] == .null, "\(what) result \(Compact.fields(result))")
        }
        if case .swipe = step.command, result["handled"] == .bool(false) {
            // The controllers inside the system's popovers (POP-26) are the target of no event.
            var system = false
            if case .fields(let hit)? = result["hit"], case .string(let id)? = hit["id"],
                let top = CommandGenerator.topLevel(step.beforeLayout)[id], let owner = step.before.snapshot().popovers[top]?.owner
            {
                system = owner == .searchDisplay || owner == .actionSheet
            }
            // A search display controller's results shown in place (POP-37) are its table too.
            if case .fields(let hit)? = result["hit"], case .string(let id)? = hit["id"],
                DocumentIds(step.before.document).searchDisplays.contains(where: { id.hasPrefix("\($0).resultsList.") })
            {
                system = true
            }
            try PropertyFailure.check(
                events.count == 1 && events.first?.name == .swipe || system && events.isEmpty,
                "\(what) unhandled sent \(Compact.trace(events))")
        }
    }
}
