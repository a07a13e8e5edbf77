/// Storyboard segues: push, modal, popover (POP-25) and replace (SPL-11).
extension Scene {
    /// Performs segue `id`: `prepareForSegue:sender:` to the source, then the push (on the source's
    /// navigation controller) or the modal presentation, animated. Result: `segue`, `kind`, then the
    /// push's or presentation's result.
    /// `sender` is the view or item whose action performed it (a popover segue's anchor when the
    /// segue names none).
    mutating func performSegue(_ id: String, sender: String? = nil) throws(ModelError) -> Step {
        guard let segue = index.segues[id] else { throw ModelError.unknown(id, .segue) }
        var step: Step
        switch segue.kind {
        case .push:
            guard let nav = hierarchy.nearest(.navigation, above: segue.source) else {
                throw ModelError.uikit(.pushSegueWithoutNavigation(segue: id))
            }
            step = try push(segue.destination, on: nav, animated: true)
        case .modal:
            step = try presentModal(
                segue.destination, from: segue.source, style: segue.style,
                transition: segue.transition, animated: true)
        case .popover:
            step = try performPopoverSegue(segue, sender: sender)
        case .replace:
            step = try performReplaceSegue(segue)
        case .custom:
            step = try performCustomSegue(segue)
        }
        var prepared = [Field(.segue, .string(id)), Field(.destinationViewController, .string(segue.destination))]
        // POP-31: a UIStoryboardPopoverSegue hands prepareForSegue:sender: its popoverController
        // (seed 001: "You can use this, for instance, in prepareForSegue:sender:").
        if segue.kind == .popover { prepared.append(Field(.popoverController, .string(id))) }
        step.events.insert(SceneEvent(.prepareForSegueSender, target: segue.source, fields: prepared), at: 0)
        step.result = [Field(.segue, .string(id)), Field(.kind, .string(segue.kind.rawValue))] + step.result
        return step
    }

    /// A popover segue (POP-15, POP-25): the system makes (or reuses) a popover controller named
    /// after the segue, retained by the system, with the destination as content, and presents it
    /// from the segue's anchor (or the sender): a bar button item, or a view's bounds.
    mutating func performPopoverSegue(_ segue: SegueSpec, sender: String?) throws(ModelError) -> Step {
        guard let anchor = segue.anchor ?? sender else {
            throw ModelError.state(.popoverSegueWithoutAnchor(segue: segue.id))
        }
        if visiblePopover(segue.id) == nil {
            var popover = state.popovers[segue.id] ?? PopoverController(id: segue.id, content: segue.destination, owner: .segue)
            popover.content = segue.destination
            state.popovers[segue.id] = popover
        }
        return try presentPopover(segue.id, from: popoverSource(anchor), arrows: segue.arrows, animated: true)
    }
}
