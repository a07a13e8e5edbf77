/// Visible popovers across a rotation (POP-27): hidden during it and shown again after. One
/// presented from a bar button item follows the item (the layout places it again); one presented
/// from a rect, or whose item is gone, stays where it was and needs presenting again, unless its
/// rotation policy represents or dismisses it.
extension Scene {
    /// POP-34 (seed 001: "I like to dismiss the current popover programmatically when the
    /// application undergoes certain strong transitions ... being rotated ... by implementing
    /// willRotateToInterfaceOrientation:duration:"): in willRotate, every visible popover whose
    /// policy is `dismiss`, from a rect or a bar button item, oldest first, is dismissed from code
    /// (not animated, no delegate message). Returns the events and the popovers dismissed.
    mutating func dismissPopoversForRotation() -> (events: [SceneEvent], dismissed: [String]) {
        guard state.presentations.contains(where: { $0.isPopover }) else { return ([], []) }
        var events: [SceneEvent] = []
        var dismissed: [String] = []
        for shown in state.presentations.compactMap(\.popover) {
            guard state.popovers[shown.popover]?.rotationPolicy == .dismiss,
                visiblePopover(shown.popover) != nil, let step = try? dismissPopover(shown.popover, animated: false, byUser: false)
            else { continue }
            events += step.events
            dismissed.append(shown.popover)
        }
        return (events, dismissed)
    }

    /// Applies POP-27 once the orientation changed; returns the events (after `didRotate...`) and
    /// the result fields (`needsPresentation`, `representedPopovers`, each only when not empty).
    mutating func popoversAfterRotation() -> (events: [SceneEvent], fields: [Field]) {
        guard state.presentations.contains(where: { $0.isPopover }) else { return ([], []) }
        var events: [SceneEvent] = []
        var stale: [String] = []
        var represented: [String] = []
        // Presented again oldest first, each against the layout the ones before it left: a
        // popover from a view inside another popover follows that one to its new place.
        var placed = laidOut.placed
        var moved = false
        for shown in state.presentations.compactMap(\.popover) {
            guard let (offset, current) = visiblePopover(shown.popover) else { continue }
            if moved {
                placed = laidOut.placed
                moved = false
            }
            var next = current
            let node = placed.first { $0.node.id == current.anchor.sourceId }?.node.frame
            switch (current.anchor, state.popovers[current.popover]?.rotationPolicy ?? .keep) {
            case (.barButtonItem(let item, _), _):
                if let node {
                    next.anchor = .barButtonItem(item, window: node)
                } else {
                    next.needsPresentation = true
                }
            case (.rect, .keep):
                next.needsPresentation = true
            case (.rect(let view, let rect, let old), .represent):
                if let node {
                    next.anchor = .rect(view: view, rect: rect, window: rect.offsetBy(dx: node.minX, dy: node.minY))
                    next.needsPresentation = false
                    represented.append(current.popover)
                } else {
                    next.anchor = .rect(view: view, rect: rect, window: old)
                    next.needsPresentation = true
                }
            case (.rect, .dismiss):
                continue  // dismissed in willRotate (a dismissal that failed leaves it as UIKit does)
            }
            if next.anchor != current.anchor { moved = true }
            state.presentations[offset] = .popover(next)
            if next.needsPresentation {
                stale.append(current.popover)
                events.append(
                    SceneEvent(
                        .popoverNeedsPresentation, target: current.popover,
                        fields: [
                            Field(.popoverController, .string(current.popover)), Field(.reason, .string("rotation")),
                        ]))
            }
        }
        var fields: [Field] = []
        if !stale.isEmpty { fields.append(Field(.needsPresentation, .strings(stale))) }
        if !represented.isEmpty { fields.append(Field(.representedPopovers, .strings(represented))) }
        return (events, fields)
    }
}
