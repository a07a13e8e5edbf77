/// Split view controllers' behaviour (SPL-02..11): the hidden master's bar button item, showing and
/// hiding the master in portrait, the delegate messages at launch and rotation, the swipe, replace
/// segues.
extension Scene {
    /// The split view controllers in the window, in visible order.
    var visibleSplits: [String] {
        hierarchy.visibleControllers.filter { index.type(of: $0) == .split }
    }

    /// `splitViewController:willHideViewController:withBarButtonItem:forPopoverController:` for
    /// split `split` (SPL-05), target the split (its delegate).
    func willHideEvent(_ split: String) -> SceneEvent {
        SceneEvent(
            .splitViewControllerWillHideViewControllerWithBarButtonItemForPopoverController, target: split,
            fields: [
                Field(.viewController, .string(hierarchy.container(split).children.first ?? "")),
                Field(.barButtonItem, .string(DerivedId.splitButton(split))),
                Field(.popoverController, .string(DerivedId.splitPopover(split))),
            ])
    }

    /// `splitViewController:willShowViewController:invalidatingBarButtonItem:` (SPL-06).
    func willShowEvent(_ split: String) -> SceneEvent {
        SceneEvent(
            .splitViewControllerWillShowViewControllerInvalidatingBarButtonItem, target: split,
            fields: [
                Field(.viewController, .string(hierarchy.container(split).children.first ?? "")),
                Field(.barButtonItem, .string(DerivedId.splitButton(split))),
            ])
    }

    /// The delegate messages of the split view controllers whose master hides or shows between
    /// `before` (orientation and shown masters) and now: willShow first (the master is about to
    /// return), willHide after the master's will-disappear messages (SPL-05, SPL-06).
    func splitTransitionEvents(hiddenBefore: Set<String>, appearance: Appearance) -> [SceneEvent] {
        var willShow: [SceneEvent] = []
        var willHide: [SceneEvent] = []
        let visible = Set(visibleSplits)
        for split in index.controllers(ofType: .split) where visible.contains(split) {
            let hidesNow = hierarchy.splitHidesMaster(split)
            let hidBefore = hiddenBefore.contains(split)
            if hidBefore && !hidesNow { willShow.append(willShowEvent(split)) }
            if !hidBefore && hidesNow, index.controllers[split]?.split?.implementsWillHide == true { willHide.append(willHideEvent(split)) }
        }
        return willShow + appearance.willEvents + willHide + appearance.didEvents
    }

    /// The splits that hide their master now.
    var splitsHidingMaster: Set<String> {
        Set(index.splitControllers.filter { hierarchy.splitHidesMaster($0) })
    }

    /// Shows split `split`'s hidden master (the item tapped, a swipe, or from code; SPL-07):
    /// `splitViewController:popoverController:willPresentViewController:`, then the master's
    /// appearance messages. Tapping the item while the master shows hides it.
    mutating func toggleSplitMaster(_ split: String, animated: Bool) throws(ModelError) -> Step {
        let spec = try index.controller(split)
        guard spec.type.isSplit else { throw ModelError.wrongKind(split, expected: .split) }
        guard hierarchy.visibleControllers.contains(split) else {
            throw ModelError.state(.splitNotOnScreen(split: split))
        }
        guard hierarchy.splitHidesMaster(split) else {
            if spec.type == .versatileSplit {
                throw ModelError.state(.sideShownAsPane(split: split))
            }
            throw ModelError.state(.masterShown(split: split))
        }
        if state.showsSide(of: split) { return hideSplitMaster(split, animated: animated) }
        if let options = spec.split, !options.placesMasterButton {  // SPL-12, SPL-13
            throw ModelError.state(.noMasterItem(split: split, implementsWillHide: options.implementsWillHide))
        }
        // The versatile split view has no delegate message for it (SVC-07).
        guard spec.type == .split else { return setSplitMaster(split, shown: true, animated: animated) }
        let master = hierarchy.container(split).children.first ?? ""
        let willPresent = SceneEvent(
            .splitViewControllerPopoverControllerWillPresentViewController, target: split,
            fields: [
                Field(.popoverController, .string(DerivedId.splitPopover(split))), Field(.viewController, .string(master)),
            ])
        return setSplitMaster(split, shown: true, animated: animated, first: [willPresent])
    }

    /// Hides split `split`'s shown master (the item tapped again, a tap outside): its disappear
    /// messages; no delegate message.
    mutating func hideSplitMaster(_ split: String, animated: Bool) -> Step {
        setSplitMaster(split, shown: false, animated: animated)
    }

    /// Shows or hides split `split`'s hidden master (or side), a ``SplitSidePresentation``:
    /// `first` (a delegate message), then the appearance messages. Result: `splitViewController`,
    /// `masterShown`, `animation` (`popover` or `slide`).
    mutating func setSplitMaster(_ split: String, shown: Bool, animated: Bool, first: [SceneEvent] = []) -> Step {
        let before = hierarchy.visibleControllers
        let style = state.shownSides.first { $0.split == split }?.style ?? Scene.sideStyle(of: split, index: index, profile: document.profile)
        if shown {
            let side = hierarchy.container(split).children.first ?? ""
            state.presentations.append(.splitSide(SplitSidePresentation(split: split, side: side, style: style)))
        } else {
            state.removeSide(of: split)
        }
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        var result = [Field(.splitViewController, .string(split)), Field(.masterShown, .bool(shown))]
        if animated { result.append(AnimationMetrics.field(kind: style == .popover ? .popover : .slide, duration: AnimationMetrics.popover)) }
        return Step(events: first + appearance.events, result: result)
    }

    /// A tap on `node` (in layer `touched`, ancestry `chain`) while split view `side.split`'s
    /// hidden master or side shows (SPL-07, SVC-07): inside it, or on its button or the button's
    /// bar (a passthrough view of the master's popover, POP-21), or anywhere outside the split
    /// view's own layer (a sheet, a popover, the status bar), the tap goes on (`nil`); anywhere
    /// else in that layer it only hides the master or side.
    mutating func splitSideTap(
        _ side: SplitSidePresentation, node: PlacedNode, touched: Int, chain: Set<String>, placed: [PlacedNode], layers: [String]
    ) -> CommandOutcome? {
        let split = side.split
        guard hierarchy.splitHidesMaster(split),
            let splitNode = placed.first(where: { $0.node.id == split }), layer(of: splitNode, layers: layers) == touched
        else { return nil }
        let versatile = index.type(of: split) == .versatileSplit
        let pane = versatile ? DerivedId.sidePopover(split) : DerivedId.splitPopover(split)
        let button = versatile ? DerivedId.listButton(split) : DerivedId.splitButton(split)
        if chain.contains(pane) || chain.contains(button) { return nil }
        if let bar = placed.first(where: { $0.node.id == button })?.node.parent, chain.contains(bar) { return nil }
        // SVC-07: a side slid in is a pane beside the main view, not over it.
        if side.style == .slideIn, let shown = hierarchy.container(split).children.first,
            chain.contains(shown) || chain.contains(DerivedId.divider(split))
        {
            return nil
        }
        if side.style == .popover, sideSwallowsOutsideTaps(side) {  // SPL-19, POP-18
            return .done(
                events: [],
                result: [
                    Scene.hitField(node), Field(.action, .null), Field(.popover, .string(pane)), Field(.dismissed, .bool(false)),
                    Field(.reason, .string("modalInPopover")),
                ])
        }
        let step = hideSplitMaster(split, animated: true)
        return .done(events: step.events, result: [Scene.hitField(node), Field(.action, .string(TapAction.hideMaster.rawValue))] + step.result)
    }

    /// The split view side shown in a popover whose controllers include `controller`, if any
    /// (SPL-19: a current-context presentation made there is modal in that popover).
    func sideInPopover(holding controller: String) -> SplitSidePresentation? {
        state.shownSides.first { $0.style == .popover && hierarchy.visibleSubtree($0.side).contains(controller) }
    }

    /// Whether a split view's master or side shown in its popover is modal (SPL-19, POP-18): a
    /// controller in it, or presented from inside it, is modal in popover (seed 001: "The presented
    /// view controller's modalInPopover is automatically set to YES").
    func sideSwallowsOutsideTaps(_ side: SplitSidePresentation) -> Bool {
        var inside = Set(hierarchy.visibleSubtree(side.side))
        if inside.contains(where: isModalInPopover) { return true }
        for presentation in hierarchy.layerPresentations where !presentation.isPopover && inside.contains(presentation.presenter) {
            let presented = hierarchy.visibleSubtree(presentation.presented)
            if presented.contains(where: isModalInPopover) { return true }
            inside.formUnion(presented)
        }
        return false
    }

    /// A rightward swipe in the detail pane of a split view hiding its master (iOS 5.1+,
    /// `presentsWithGesture`, and a delegate implementing willHide; SPL-08) shows the master.
    func splitForSwipe(from owner: String?, direction: SwipeDirection) -> String? {
        guard direction == .right, document.profile >= .iOS5_1, let owner else { return nil }
        let split = index.type(of: owner) == .split ? owner : hierarchy.nearest(.split, above: owner)
        guard let split, let options = index.controllers[split]?.split, options.presentsWithGesture, options.implementsWillHide,
            hierarchy.splitHidesMaster(split), !state.showsSide(of: split)
        else { return nil }
        let master = hierarchy.container(split).children.first
        guard owner != master, !(master.map { hierarchy.ancestors(of: owner).contains($0) } ?? false) else { return nil }
        return split
    }

    /// A replace segue (SPL-11): the destination replaces the detail of the source's split view
    /// controller; appearance messages (not animated).
    mutating func performReplaceSegue(_ segue: SegueSpec) throws(ModelError) -> Step {
        let source = segue.source
        guard let split = index.type(of: source) == .split ? source : hierarchy.nearest(.split, above: source) else {
            throw ModelError.state(.replaceSegueOutsideSplit(segue: segue.id))
        }
        guard !hierarchy.isActive(segue.destination) else { throw ModelError.uikit(.presentActive) }
        let before = hierarchy.visibleControllers
        var children = hierarchy.container(split).children
        guard children.count == 2 else { throw ModelError.state(.splitHasNoDetail(split: split)) }
        let position = segue.replaces.position  // SPL-15: the master or the detail
        let replaced = children[position]
        children[position] = segue.destination
        state.splitChildren[split] = children
        // A master shown in its popover or slid in shows the new master in its place.
        state.presentations = state.presentations.map { presentation in
            guard case .splitSide(var side) = presentation, side.split == split, side.side == replaced else { return presentation }
            side.side = segue.destination
            return .splitSide(side)
        }
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: false)
        return Step(
            events: appearance.events,
            result: [
                Field(.splitViewController, .string(split)), Field(.replaced, .string(replaced)), Field(.controller, .string(segue.destination)),
            ])
    }

    /// A controller's containers (SPL-10): its parent, and the nearest navigation, tab bar and
    /// split view controllers above it (UIKit's `navigationController`, `tabBarController`,
    /// `splitViewController`). Read-only.
    public func containers(of id: String) throws(ModelError) -> [Field] {
        _ = try index.controller(id)
        let h = hierarchy
        func value(_ v: String?) -> FieldValue { v.map { .string($0) } ?? .null }
        // SVC-10: a versatile split view controller sets its side's and main's own
        // `splitViewController` property, which shadows UIKit's (seed 003).
        let versatile = h.parent(of: id).flatMap { index.type(of: $0) == .versatileSplit ? $0 : nil }
        return [
            Field(.controller, .string(id)), Field(.parent, value(h.parent(of: id))),
            Field(.navigationController, value(h.nearest(.navigation, above: id))),
            Field(.tabBarController, value(h.nearest(.tabBar, above: id))),
            Field(.splitViewController, value(versatile ?? h.nearest(.split, above: id))),
        ]
    }
}
