/// A popover controller's options and its content's popover properties (POP-04..06, POP-11,
/// POP-14, POP-15, POP-17, POP-18, POP-22, POP-26, POP-29).
extension Scene {
    /// `passthroughViews` (POP-17). Presenting from a bar button item replaces them (POP-22); a
    /// search display controller's popover does not let the app set them (POP-26).
    mutating func setPassthroughViews(_ id: String, views: [String]) throws(ModelError) -> Step {
        var popover = try popoverController(id)
        if popover.owner == .actionSheet { try checkAppOwns(id) }
        guard popover.owner != .searchDisplay else {
            throw ModelError.state(.searchResultsPassthrough(popover: id))
        }
        for view in views where !PopoverRules.isPassthroughTarget(view, index: index.tables) { throw ModelError.unknown(view, .view) }
        popover.passthroughViews = views
        state.popovers[id] = popover
        return Step(result: [Field(.popover, .string(id)), Field(.passthroughViews, .strings(views))])
    }

    /// `popoverContentSize` (POP-04, POP-05): obeyed, and animated while visible when it changes
    /// what shows.
    mutating func setPopoverContentSize(_ id: String, size: Size, animated: Bool) throws(ModelError) -> Step {
        var popover = try popoverController(id)
        guard ControllerRules.isValid(size) else {
            throw ModelError.state(.contentSizeOutOfRange(id: id))
        }
        popover.contentSize = size
        state.popovers[id] = popover
        var result = [Field(.popover, .string(id)), Field(.contentSize, .size(PopoverSizing.clamped(size)))]
        if let (offset, shown) = visiblePopover(id), shown.contentSize != PopoverSizing.clamped(size) {
            var next = shown
            next.contentSize = PopoverSizing.clamped(size)
            state.presentations[offset] = .popover(next)
            if animated { result.append(AnimationMetrics.field(kind: .popoverResize, duration: AnimationMetrics.popoverResize)) }
        }
        return Step(result: result)
    }

    /// `contentViewController` (POP-06, POP-29): the new controller replaces the old; any custom
    /// `popoverContentSize` gives way to the new controller's size; while visible the old content
    /// disappears, the new appears, and the size change animates.
    mutating func setPopoverContent(_ id: String, controller: String, animated: Bool) throws(ModelError) -> Step {
        var popover = try popoverController(id)
        _ = try index.controller(controller)
        var result = [Field(.popover, .string(id)), Field(.content, .string(controller))]
        guard controller != popover.content else { return Step(result: result) }
        try checkContentIsFree(controller, except: nil)
        popover.content = controller
        popover.contentSize = nil
        state.popovers[id] = popover
        guard let (offset, shown) = visiblePopover(id) else { return Step(result: result) }
        let before = hierarchy.visibleControllers
        _ = removePresentation(at: offset)
        var next = shown
        next.presented = controller
        next.contentSize = presentedContentSize(popover)
        state.presentations.insert(.popover(next), at: offset)
        try state.validate(changesOf: hierarchy)
        let events = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated).events
        result.append(Field(.contentSize, .size(next.contentSize)))
        if animated { result.append(AnimationMetrics.field(kind: .popoverResize, duration: AnimationMetrics.popoverResize)) }
        return Step(events: events, result: result)
    }

    /// `popoverLayoutMargins` (POP-11); a visible popover is placed again at once.
    mutating func setPopoverLayoutMargins(_ id: String, margins: EdgeInsets) throws(ModelError) -> Step {
        var popover = try popoverController(id)
        guard PopoverRules.acceptsMargins(margins) else {
            throw ModelError.state(.marginsOutOfRange(popover: id))
        }
        popover.layoutMargins = margins
        state.popovers[id] = popover
        return Step(result: [Field(.popover, .string(id))])
    }

    /// Releases the app's reference (POP-14): UIKit raises while the popover is visible, unless the
    /// system retains it (a popover segue's, POP-15), which then stays: the segue reuses it.
    mutating func releasePopover(_ id: String) throws(ModelError) -> Step {
        let popover = try popoverController(id)
        let visible = visiblePopover(id) != nil
        if visible, popover.owner == .app {
            throw ModelError.uikit(.popoverReleasedVisible)
        }
        if !visible { state.popovers[id] = nil }
        return Step(result: [Field(.popover, .string(id)), Field(.released, .bool(true)), Field(.retainedBySystem, .bool(visible))])
    }

    /// `contentSizeForViewInPopover` (POP-02, POP-05): a visible popover showing the controller
    /// adopts the change after the command (see ``settle(after:)``).
    mutating func setContentSizeForViewInPopover(_ controller: String, size: Size) throws(ModelError) -> Step {
        _ = try index.controller(controller)
        guard ControllerRules.isValid(size) else {
            throw ModelError.state(.contentSizeOutOfRange(id: controller))
        }
        state.popoverSizes[controller] = size
        return Step(result: [Field(.controller, .string(controller)), Field(.contentSizeForViewInPopover, .size(size))])
    }

    /// `modalInPopover` (POP-18).
    mutating func setModalInPopover(_ controller: String, modal: Bool) throws(ModelError) -> Step {
        _ = try index.controller(controller)
        state.modalInPopover[controller] = modal
        return Step(result: [Field(.controller, .string(controller)), Field(.modalInPopover, .bool(modal))])
    }

    /// Whether a controller's `modalInPopover` is on (run time, else the document).
    func isModalInPopover(_ controller: String) -> Bool {
        state.modalInPopover[controller] ?? index.controllers[controller]?.modalInPopover ?? false
    }
}
