/// Popover controllers: creating, presenting and dismissing (POP-01, POP-09..15, POP-20..23, POP-29, POP-30).
extension Scene {
    /// The popover controller with this id, or an `unknownId` error.
    func popoverController(_ id: String) throws(ModelError) -> PopoverController {
        guard let popover = state.popovers[id] else { throw ModelError.unknown(id, .popoverController) }
        return popover
    }

    /// Throws unless popover controller `id` exists and belongs to the app: a search display
    /// controller's or an action sheet's popover is the system's (POP-26).
    func checkAppOwns(_ id: String) throws(ModelError) {
        let popover = try popoverController(id)
        guard popover.owner != .searchDisplay, popover.owner != .actionSheet else {
            throw ModelError.state(.popoverNotTheApps(popover: id, owner: popover.owner))
        }
    }

    /// The visible popover of controller `id`, with its position among the presentations.
    func visiblePopover(_ id: String) -> (offset: Int, presentation: PopoverPresentation)? {
        for (i, presentation) in state.presentations.enumerated() {
            if case .popover(let p) = presentation, p.popover == id { return (i, p) }
        }
        return nil
    }

    /// Throws UIKit's exception unless `content` is the root of its own hierarchy: not the window's
    /// root, in no container, and not presented (except by `popover` itself) (POP-01).
    func checkContentIsFree(_ content: String, except popover: String?) throws(ModelError) {
        if index.type(of: content) == .split {  // SPL-03: a split view controller is the window's root
            throw ModelError.state(.splitAsPopoverContent(controller: content))
        }
        let h = hierarchy
        let presentedElsewhere = state.presentations.contains { p in
            p.presented == content && !(popover != nil && p.popover?.popover == popover)
        }
        if content == h.root || h.parent(of: content) != nil || presentedElsewhere {
            throw ModelError.uikit(.popoverContentNotRoot)
        }
    }

    /// `popover/create` (POP-01, POP-29): a new popover controller with its content and options.
    mutating func createPopover(_ popover: PopoverController) throws(ModelError) -> Step {
        guard !popover.id.isEmpty else { throw ModelError.state(.emptyPopoverId) }
        // A released popover of the document may be made again under its id.
        let free = !index.ids.contains(popover.id) || (index.popovers[popover.id]?.owner == .app)
        guard free, state.popovers[popover.id] == nil, !index.reserved.contains(popover.id) else {
            throw ModelError.state(.idInUse(id: popover.id))
        }
        _ = try index.controller(popover.content)
        for view in popover.passthroughViews where !PopoverRules.isPassthroughTarget(view, index: index.tables) {
            throw ModelError.unknown(view, .view)
        }
        if let problem = PopoverRules.problem(popover, index: index.tables) { throw ModelError.state(.invalidPopover(popover: popover.id, problem: problem)) }
        try checkContentIsFree(popover.content, except: nil)
        state.popovers[popover.id] = popover
        return Step(result: [Field(.popover, .string(popover.id)), Field(.content, .string(popover.content))])
    }

    /// `presentPopoverFromRect:inView:...` / `presentPopoverFromBarButtonItem:...` (POP-09..13,
    /// POP-21..23, POP-30). Presenting a visible popover again moves it (what apps do in didRotate).
    mutating func presentPopover(
        _ id: String, from source: PopoverSource, arrows: Set<ArrowDirection>,
        animated: Bool
    ) throws(ModelError) -> Step {
        var popover = try popoverController(id)
        guard !arrows.isEmpty else { throw ModelError.state(.noArrowDirections(popover: id)) }
        let existing = visiblePopover(id)
        if existing == nil { try checkContentIsFree(popover.content, except: id) }
        let resolved = try resolveAnchor(source, arrows: arrows, popover: id)
        var events = resolved.warnings
        let anchor = resolved.anchor
        let presenter = resolved.presenter
        let permitted = resolved.permitted
        if let bar = resolved.bar { popover.passthroughViews = [bar] }  // POP-21, POP-22
        for other in state.presentations.compactMap(\.popover) where other.popover != id {  // POP-23
            events.append(
                .warning("popover '\(id)' is presented while popover '\(other.popover)' is visible; the guidelines ask for one popover at a time", target: id))
        }
        let before = hierarchy.visibleControllers
        state.popovers[id] = popover
        if let (offset, shown) = existing {
            let again = PopoverPresentation(
                popover: id, presenter: presenter, presented: shown.presented, anchor: anchor,
                permitted: permitted, contentSize: shown.contentSize)
            // Presented again it comes to the top (above layers presented since), with what was
            // presented from inside it, in their order.
            let moving = dependentPresentations(of: offset)
            let moved = moving.map { $0 == offset ? .popover(again) : state.presentations[$0] }
            let staying = Set(moving)
            state.presentations = state.presentations.enumerated().filter { !staying.contains($0.offset) }.map(\.element) + moved
        } else {
            state.presentations.append(
                .popover(
                    PopoverPresentation(
                        popover: id, presenter: presenter, presented: popover.content, anchor: anchor, permitted: permitted,
                        contentSize: presentedContentSize(popover))))
        }
        try state.validate(changesOf: hierarchy)
        events += Appearance(before: before, after: hierarchy.visibleControllers, animated: animated).events
        var result = [
            Field(.popover, .string(id)), Field(.presented, .bool(true)), Field(.content, .string(popover.content)),
            Field(.anchor, .rect(anchor.window)),
        ]
        if let placement = laidOut.engine.placements[id] {
            result += PlacementFields.summary(placement)
            result.append(Field(.placement, PlacementFields.explanation(placement)))
        }
        if animated { result.append(AnimationMetrics.field(kind: .popover, duration: AnimationMetrics.popover)) }
        return Step(events: events, result: result)
    }

    /// `dismissPopoverAnimated:` (POP-20: from code, no delegate messages) or the user's dismissal
    /// after an outside tap (`byUser`: `popoverControllerDidDismissPopover:` once it is off screen,
    /// POP-19). What was presented from inside the popover goes with it. Not visible: nothing.
    mutating func dismissPopover(_ id: String, animated: Bool, byUser: Bool) throws(ModelError) -> Step {
        guard let (offset, _) = visiblePopover(id) else {
            return Step(result: [Field(.popover, .string(id)), Field(.dismissed, .bool(false))])
        }
        let before = hierarchy.visibleControllers
        let removed = removePresentation(at: offset)
        try state.validate(changesOf: hierarchy)
        var events = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated).events
        if byUser {
            events.append(SceneEvent(.popoverControllerDidDismissPopover, target: id, fields: [Field(.popoverController, .string(id))]))
        }
        var result = [Field(.popover, .string(id)), Field(.dismissed, .bool(true)), Field(.controllers, .strings(removed.map(\.presented)))]
        if animated { result.append(AnimationMetrics.field(kind: .popover, duration: AnimationMetrics.popover)) }
        return Step(events: events, result: result)
    }

    /// The positions of presentation `offset` and of every later layer presented from its layer
    /// or from a layer that depends on it (they leave the screen with it). A split view's shown
    /// side is not among them: it goes with its split view once the command is done.
    func dependentPresentations(of offset: Int) -> [Int] {
        let h = hierarchy
        var layers: Set<String> = [state.presentations[offset].presented]
        var found = [offset]
        for i in state.presentations.indices where i > offset {
            let p = state.presentations[i]
            guard p.isLayer else { continue }
            if layers.contains(h.topAncestor(of: p.presenter)) {
                found.append(i)
                layers.insert(p.presented)
            }
        }
        return found
    }

    /// Removes presentation `offset` and its dependents; returns them, oldest first.
    mutating func removePresentation(at offset: Int) -> [Presentation] {
        let gone = Set(dependentPresentations(of: offset))
        let removed = gone.sorted().map { state.presentations[$0] }
        state.presentations = state.presentations.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        return removed
    }

    /// Where a popover presented by a tap on `sender` comes from: a bar button item itself, or a
    /// view's bounds (empty when the view is not on screen: presenting then raises POP-30).
    func popoverSource(_ sender: String) -> PopoverSource {
        if index.items[sender] != nil { return .barButtonItem(sender) }
        let frame = laidOut.placed.first { $0.node.id == sender }?.node.frame
        return .rect(Rect(x: 0, y: 0, width: frame?.width ?? 0, height: frame?.height ?? 0), inView: sender)
    }

    /// Resolves where a popover is presented from, as UIKit checks it (POP-09, POP-13, POP-30):
    /// the anchor in window coordinates, the controller whose view holds it, the permitted arrows
    /// (bar button items: up and down only), the bar holding an item, and warnings.
    func resolveAnchor(_ source: PopoverSource, arrows: Set<ArrowDirection>, popover id: String) throws(ModelError)
        -> (anchor: PopoverAnchor, presenter: String, permitted: Set<ArrowDirection>, bar: String?, warnings: [SceneEvent])
    {
        let placed = laidOut.placed
        switch source {
        case .rect(let rect, let view):
            guard index.views[view] != nil || index.controllers[view] != nil else { throw ModelError.unknown(view, .view) }
            guard GeometryLimits.accepts(rect.minX), GeometryLimits.accepts(rect.minY), ControllerRules.isValid(rect.size) else {
                throw ModelError.state(.invalidRect)
            }
            guard let node = placed.first(where: { $0.node.id == view }) else { throw ModelError.uikit(.popoverWithoutWindow) }
            var warnings: [SceneEvent] = []
            if rect.width == 0 || rect.height == 0 { warnings.append(.warning(PopoverRules.zeroRectText, target: id)) }  // POP-13
            let window = rect.offsetBy(dx: node.node.frame.minX, dy: node.node.frame.minY)
            return (.rect(view: view, rect: rect, window: window), index.owners[view] ?? view, arrows, nil, warnings)
        case .barButtonItem(let item):
            guard index.items[item] != nil else { throw ModelError.unknown(item, .barButtonItem) }
            guard let node = placed.first(where: { $0.node.id == item }) else { throw ModelError.uikit(.popoverWithoutWindow) }
            var permitted = arrows.intersection(ArrowDirection.vertical)  // POP-09
            var warnings: [SceneEvent] = []
            if permitted.isEmpty {
                permitted = ArrowDirection.vertical
                warnings.append(.warning("popovers presented from a bar button item take only up and down arrows; using up and down", target: id))
            }
            return (
                .barButtonItem(item, window: node.node.frame), index.owners[item] ?? node.owner ?? index.rootId, permitted,
                node.node.parent, warnings
            )
        }
    }
}
