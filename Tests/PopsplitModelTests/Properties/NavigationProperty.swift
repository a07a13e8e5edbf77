import PopsplitModel

/// NAV-01 / NAV-06 after every step: every navigation controller's stack is non-empty; when a
/// stack's top changes and its navigation controller was on screen the events bracket the
/// appearance messages with `willShowViewController` and `didShowViewController` (the new top),
/// otherwise neither is sent; popping a root, pushing twice or pushing a navigation controller
/// is refused with UIKit's error.
struct NavigationProperty: SceneProperty {
    /// The navigation controllers of the document.
    var navigations: [String] = []
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Indexes the document and checks the launch stacks.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        let ids = DocumentIds(launch.document)
        navigations = ids.navigations
        specs = ids.specs
        try checkStacks(launch.scene.snapshot())
    }

    /// NAV-01: every navigation controller has a non-empty stack.
    func checkStacks(_ snapshot: SceneState) throws(PropertyFailure) {
        for nav in navigations {
            try PropertyFailure.check(snapshot.stacks[nav]?.isEmpty == false, "NAV-01 navigation controller \(nav) has no stack")
        }
    }

    /// Checks one step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        let before = step.before.snapshot().stacks
        let after = step.after.snapshot()
        try checkStacks(after)
        try checkRefusals(step, stacks: before)
        let events = step.final.done?.events ?? []
        let visible = Set(step.beforeLayout.nodes.filter { $0.kind == .controller }.map(\.id))
        for nav in navigations {
            let old = before[nav] ?? []
            let new = after.stacks[nav] ?? []
            let willShow = events.indices.filter { events[$0].name == .navigationControllerWillShowViewControllerAnimated && events[$0].target == nav }
            let didShow = events.indices.filter { events[$0].name == .navigationControllerDidShowViewControllerAnimated && events[$0].target == nav }
            guard old.last != new.last, visible.contains(nav), let top = new.last else {
                try PropertyFailure.check(
                    willShow.isEmpty && didShow.isEmpty,
                    "NAV-06 \(nav) (top \(old.last ?? "-") -> \(new.last ?? "-"), on screen: \(visible.contains(nav))) sent willShow/didShow")
                continue
            }
            guard willShow.count == 1, didShow.count == 1, let will = willShow.first, let did = didShow.first, will < did else {
                throw PropertyFailure(
                    "NAV-06 \(nav) top \(old.last ?? "-") -> \(top) on screen: willShow at \(willShow), didShow at \(didShow) in \(Compact.trace(events))")
            }
            for event in [events[will], events[did]] {
                try PropertyFailure.check(
                    event.fields["viewController"] == .string(top), "NAV-06 \(event.name) fields \(Compact.fields(event.fields)), expected \(top)")
            }
            let appearance = events.indices.filter { events[$0].name.rawValue.hasPrefix("viewWill") || events[$0].name.rawValue.hasPrefix("viewDid") }
            try PropertyFailure.check(
                appearance.allSatisfy { $0 > will && $0 < did },
                "NAV-06 appearance messages outside willShow..didShow: \(Compact.trace(events))")
            let sent = Set(events.map { "\($0.name)@\($0.target ?? "app")" })
            for expected in ["viewWillAppear:@\(top)", "viewDidAppear:@\(top)"]
                + (old.last.map { ["viewWillDisappear:@\($0)", "viewDidDisappear:@\($0)"] } ?? [])
            {
                try PropertyFailure.check(sent.contains(expected), "NAV-06 \(nav) top \(old.last ?? "-") -> \(top) without \(expected)")
            }
        }
    }

    /// NAV-01 refusals: popping a root, pushing a controller already on the stack, pushing a
    /// navigation controller.
    func checkRefusals(_ step: StepContext, stacks: [String: ControllerStack]) throws(PropertyFailure) {
        switch step.command {
        case .pop(let nav, _) where stacks[nav]?.count == 1:
            try PropertyFailure.check(step.final.error?.kind == .invalidState, "NAV-01 popping the root of \(nav) gave \(Compact.outcome(step.final.result))")
        case .push(let nav, let controller, _) where stacks[nav] != nil:
            if stacks[nav]?.contains(controller) == true {
                try PropertyFailure.check(
                    step.final.error?.message == "Pushing the same view controller instance more than once is not supported",
                    "NAV-01 pushing \(controller) twice on \(nav) gave \(Compact.outcome(step.final.result))")
            } else if specs[controller]?.type == .navigation {
                try PropertyFailure.check(
                    step.final.error?.message == "Pushing a navigation controller is not supported",
                    "NAV-01 pushing navigation controller \(controller) gave \(Compact.outcome(step.final.result))")
            }
        default:
            break
        }
        if let (_, result) = step.final.done, let stack = result["stack"], let nav = result["navigation"], case .string(let id) = nav {
            try PropertyFailure.check(
                stack == .stack(step.after.snapshot().stacks[id] ?? []),
                "NAV-01 result stack \(Compact.value(stack)) differs from \(id)'s live stack")
        }
    }
}
