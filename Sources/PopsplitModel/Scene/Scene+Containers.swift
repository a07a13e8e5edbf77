/// Custom container view controllers (CNT-01..03): iOS 5's containment calls, in the order
/// Apple's "Implementing a Container View Controller" gives them, with the appearance messages
/// UIKit forwards to the children whose views come and go.
extension Scene {
    /// `willMoveToParentViewController:` or `didMoveToParentViewController:` to `child`, with
    /// `parent` (null when it leaves).
    static func move(_ name: EventName, _ child: String, parent: String?) -> SceneEvent {
        SceneEvent(name, target: child, fields: [Field(.parent, parent.map { .string($0) } ?? .null)])
    }

    /// The custom container `id` with its children and the ones shown now.
    func customContainer(_ id: String) throws(ModelError) -> (children: [String], shown: [String]) {
        let spec = try index.controller(id)
        guard case .custom(let children, let shown) = hierarchy.container(id), spec.type == .container else {
            throw ModelError.wrongKind(id, expected: .container)
        }
        return (children, shown)
    }

    /// Puts `shown` (in the children's order) as container `id`'s child view controllers and
    /// returns the appearance messages of the views that came and went.
    mutating func setShown(_ shown: Set<String>, of id: String, children: [String], animated: Bool) -> Appearance {
        let before = hierarchy.visibleControllers
        state.containerShown[id] = children.filter { shown.contains($0) }
        return Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
    }

    /// `addChildViewController:` (which sends `willMoveToParentViewController:` with the
    /// container), the child's view added (its appearance messages when the container shows),
    /// then `didMoveToParentViewController:` (CNT-02). Result: `container`, `controller`,
    /// `children`.
    mutating func addChild(_ child: String, to id: String) throws(ModelError) -> Step {
        let (children, shown) = try customContainer(id)
        guard children.contains(child) else {
            throw ModelError.state(.notContainerChild(child: child, container: id))
        }
        guard !shown.contains(child) else { throw ModelError.state(.alreadyChild(child: child, container: id)) }
        let appearance = setShown(Set(shown + [child]), of: id, children: children, animated: false)
        try state.validate(changesOf: hierarchy)  // a child presented elsewhere cannot join (MOD-01)
        var step = Step(
            events: [Self.move(.willMoveToParentViewController, child, parent: id)] + appearance.willEvents + appearance.didEvents
                + [Self.move(.didMoveToParentViewController, child, parent: id)])
        step.result = containerResult(id, [Field(.controller, .string(child))])
        return step
    }

    /// `willMoveToParentViewController:nil`, the child's view removed (its disappearance when it
    /// showed), then `removeFromParentViewController` (which sends
    /// `didMoveToParentViewController:nil`, CNT-02).
    mutating func removeChild(_ child: String, from id: String) throws(ModelError) -> Step {
        let (children, shown) = try customContainer(id)
        guard shown.contains(child) else { throw ModelError.state(.notShownChild(child: child, container: id)) }
        let appearance = setShown(Set(shown.filter { $0 != child }), of: id, children: children, animated: false)
        try state.validate(changesOf: hierarchy)  // a child presenting in its context must dismiss first (MOD-01)
        var step = Step(
            events: [Self.move(.willMoveToParentViewController, child, parent: nil)] + appearance.willEvents + appearance.didEvents
                + [Self.move(.didMoveToParentViewController, child, parent: nil)])
        step.result = containerResult(id, [Field(.controller, .string(child))])
        return step
    }

    /// A transition from child `from` to child `to` (CNT-02), as an app writes it:
    /// `[from willMoveToParentViewController:nil]`, `[self addChildViewController:to]` (to's
    /// `willMoveToParentViewController:`), the transition (the appearance messages: to's view
    /// replaces from's), then in its completion `[from removeFromParentViewController]` (from's
    /// `didMoveToParentViewController:nil`) and `[to didMoveToParentViewController:self]`.
    /// `to` takes its own child frame. Result: `container`, `from`, `to`, `children`, and an
    /// `animation` of 0.3 s (a cross dissolve) when animated.
    mutating func transitionChild(from: String, to: String, in id: String, animated: Bool) throws(ModelError) -> Step {
        let (children, shown) = try customContainer(id)
        guard children.contains(from), children.contains(to), shown.contains(from) else {
            throw ModelError.uikit(.noCommonParent(from: from, to: to))
        }
        guard from != to, !shown.contains(to) else {
            throw ModelError.state(.transitionToShownChild(child: to, container: id))
        }
        let appearance = setShown(Set(shown.filter { $0 != from } + [to]), of: id, children: children, animated: animated)
        try state.validate(changesOf: hierarchy)  // a child presented elsewhere cannot join (MOD-01)
        var step = Step(
            events: [Self.move(.willMoveToParentViewController, from, parent: nil), Self.move(.willMoveToParentViewController, to, parent: id)]
                + appearance.willEvents + appearance.didEvents
                + [Self.move(.didMoveToParentViewController, from, parent: nil), Self.move(.didMoveToParentViewController, to, parent: id)])
        step.result = containerResult(id, [Field(.from, .string(from)), Field(.to, .string(to))])
        if animated { step.result.append(AnimationMetrics.field(kind: .crossDissolve, duration: AnimationMetrics.containerTransition)) }
        return step
    }

    /// A custom segue (CNT-03): its source is a child of a custom container and its destination
    /// another of its children, not shown: the segue's `perform` transitions from one to the
    /// other, animated.
    mutating func performCustomSegue(_ segue: SegueSpec) throws(ModelError) -> Step {
        guard let container = hierarchy.parent(of: segue.source), index.type(of: container) == .container else {
            throw ModelError.state(.customSegueOutsideContainer(segue: segue.id))
        }
        return try transitionChild(from: segue.source, to: segue.destination, in: container, animated: true)
    }

    /// `container`, then `fields`, then the children shown now.
    func containerResult(_ id: String, _ fields: [Field]) -> [Field] {
        [Field(.container, .string(id))] + fields + [Field(.children, .strings(state.containerShown[id] ?? []))]
    }
}
