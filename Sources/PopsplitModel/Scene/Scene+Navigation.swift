/// Navigation controllers: push, pop, pop to root, set the stack (NAV-01, NAV-06).
extension Scene {
    /// Pushes `controller` on `nav` (NAV-01). The controller must not be in the hierarchy: not the
    /// root, without a parent, not presented, not an ancestor of `nav`.
    mutating func push(_ controller: String, on nav: String, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(nav, type: .navigation)
        let stack = state.stacks[nav] ?? []
        guard hierarchy.parent(of: controller) != nav else { throw ModelError.uikit(.pushTwice) }
        if index.type(of: controller) == .split { throw ModelError.uikit(.splitPushed) }  // SPL-03
        try checkFree(controller, toJoin: nav)
        var pushed = stack
        pushed.append(controller)
        return try changeStack(nav, to: pushed, animated: animated, kind: .push)
    }

    /// Pops the top controller; the root cannot be popped (NAV-01).
    mutating func pop(_ nav: String, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(nav, type: .navigation)
        let stack = state.stacks[nav] ?? []
        guard stack.count > 1 else {
            throw ModelError.state(.popRoot(root: stack.first ?? nav, navigation: nav))
        }
        var popped = stack
        popped.removeLast()
        return try changeStack(nav, to: popped, animated: animated, kind: .pop)
    }

    /// Pops to the root; nothing happens when the root is on top (NAV-01).
    mutating func popToRoot(_ nav: String, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(nav, type: .navigation)
        let stack = state.stacks[nav] ?? []
        return try changeStack(nav, to: ControllerStack(stack.prefix(1)), animated: animated, kind: .pop)
    }

    /// Replaces the stack; the first id is the new root (NAV-01). Controllers already on this
    /// stack may be reordered; others must not be in the hierarchy.
    mutating func setStack(_ nav: String, controllers: [String], animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(nav, type: .navigation)
        guard !controllers.isEmpty else { throw ModelError.state(.stackWithoutRoot(navigation: nav)) }
        var seen: Set<String> = []
        for id in controllers {
            guard seen.insert(id).inserted else { throw ModelError.uikit(.pushTwice) }
            if hierarchy.parent(of: id) != nav { try checkFree(id, toJoin: nav) }
        }
        let kind: AnimationKind = controllers.last.map { hierarchy.parent(of: $0) == nav } == true ? .pop : .push
        return try changeStack(nav, to: ControllerStack(controllers), animated: animated, kind: kind)
    }

    /// Throws unless `controller` may become a child of `container`: it exists, is not a
    /// navigation controller (when joining a stack), has no parent, is not the root, not presented,
    /// and does not contain `container`.
    func checkFree(_ controller: String, toJoin container: String) throws(ModelError) {
        let spec = try index.controller(controller)
        let h = hierarchy
        if spec.type == .navigation, index.type(of: container) == .navigation { throw ModelError.uikit(.pushNavigation) }
        guard controller != h.root else { throw ModelError.state(.isWindowRoot(controller: controller)) }
        if let parent = h.parent(of: controller) {
            throw ModelError.state(.alreadyHasParent(controller: controller, parent: parent))
        }
        guard h.presentation(presenting: controller) == nil else {
            throw ModelError.state(.presentedModally(controller: controller))
        }
        guard controller != container, !h.ancestors(of: container).contains(controller) else {
            throw ModelError.state(.wouldContainItself(controller: controller))
        }
    }

    /// Sets a stack and reports the change: `navigationController:willShowViewController:animated:`,
    /// the appearance messages, then `...didShowViewController:animated:` when the navigation
    /// controller is on screen and its top changes (NAV-06). Result: `navigation`, `top`, `depth`,
    /// `pushed` and `popped` (what joined and left the stack), `stack` (the whole stack, which the
    /// service sends on request only) and `animation` `{kind: push|pop, duration}`.
    mutating func changeStack(_ nav: String, to stack: ControllerStack, animated: Bool, kind: AnimationKind) throws(ModelError) -> Step {
        let old = state.stacks[nav] ?? []
        let before = hierarchy.visibleControllers
        state.stacks[nav] = stack
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        let shows = before.contains(nav) && old.last != stack.last
        var step = Step()
        if shows, let top = stack.last {
            let fields = [Field(.viewController, .string(top)), Field(.animated, .bool(animated))]
            step.events =
                [SceneEvent(.navigationControllerWillShowViewControllerAnimated, target: nav, fields: fields)]
                + appearance.events
                + [SceneEvent(.navigationControllerDidShowViewControllerAnimated, target: nav, fields: fields)]
        } else {
            step.events = appearance.events
        }
        // What changed lies after the stacks' common prefix, which their shared chunks give: a
        // deep stack costs what changed, not a comparison per controller. The whole stack is the
        // state's own (shared, not copied); the service writes it only when the client asks.
        let prefix = old.commonPrefixCount(with: stack)
        let kept = Set(stack[prefix...])
        let gone = Set(old[prefix...])
        step.result = [
            Field(.navigation, .string(nav)), Field(.top, .string(stack.last ?? "")), Field(.depth, .number(Double(stack.count))),
            Field(.pushed, .strings(stack[prefix...].filter { !gone.contains($0) })),
            Field(.popped, .strings(old[prefix...].filter { !kept.contains($0) })), Field(.stack, .stack(stack)),
        ]
        if animated, shows { step.result.append(AnimationMetrics.field(kind: kind, duration: AnimationMetrics.navigation)) }
        return step
    }
}
