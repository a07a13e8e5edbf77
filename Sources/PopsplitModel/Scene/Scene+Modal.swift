/// Modal presentation and dismissal (MOD-01..03).
extension Scene {
    /// Presents `controller` from `presenter` (MOD-01). UIKit raises for an active controller;
    /// a presenter not in the window, or below another presentation, is ignored with UIKit's
    /// warning (nothing changes). Full-screen and sheet presentations are made by the top of the
    /// presenter's parent chain. Result: `presented` (bool), `presenter`, `controller`, `style`,
    /// `transition`, and `animation` `{kind: <transition>, duration}`.
    mutating func presentModal(
        _ controller: String, from presenter: String, style: PresentationStyle,
        transition: TransitionStyle, animated: Bool
    ) throws(ModelError) -> Step {
        _ = try index.controller(presenter)
        if try index.controller(controller).type == .split { throw ModelError.uikit(.splitPresentedModally) }  // SPL-03
        let h = hierarchy
        guard !h.isActive(controller), controller != presenter, !h.ancestors(of: presenter).contains(controller) else {
            throw ModelError.uikit(.presentActive)
        }
        let ignored = [Field(.presented, .bool(false)), Field(.controller, .string(controller))]
        let before = h.visibleControllers
        guard before.contains(presenter) else {
            let text = "Warning: Attempt to present '\(controller)' on '\(presenter)' whose view is not in the window hierarchy!"
            return Step(events: [.warning(text, target: presenter)], result: ignored)
        }
        let layerRoot = h.topAncestor(of: presenter)
        if let blocking = blockingPresentation(above: layerRoot) {
            let text = "Warning: Attempt to present '\(controller)' on '\(presenter)' which is already presenting '\(blocking.presented)'"
            return Step(events: [.warning(text, target: presenter)], result: ignored)
        }
        let host = style == .currentContext ? presenter : layerRoot
        let presentation = Presentation.modal(ModalPresentation(presenter: host, presented: controller, style: style, transition: transition))
        try ModalRules.check(presentation, hierarchy: h)
        // POP-24, SPL-19: the master's popover under iOS 5.0 "really was a popover like any other".
        let insidePopover =
            style == .currentContext && (h.enclosingPresentation(of: host)?.isPopover == true || sideInPopover(holding: host) != nil)
        var warnings: [SceneEvent] = []
        if !insidePopover, let shown = state.presentations.compactMap(\.popover).last {  // POP-23
            warnings.append(
                .warning(
                    "'\(controller)' is presented modally while popover '\(shown.popover)' is visible; the guidelines ask to dismiss a popover before presenting a modal view",
                    target: presenter))
        }
        if insidePopover { state.modalInPopover[controller] = true }  // POP-24
        state.presentations.append(presentation)
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        var result = [
            Field(.presented, .bool(true)), Field(.presenter, .string(host)), Field(.controller, .string(controller)),
            Field(.style, .string(style.rawValue)), Field(.transition, .string(transition.rawValue)),
        ]
        if animated { result.append(AnimationMetrics.field(kind: AnimationKind(transition), duration: AnimationMetrics.modal(transition))) }
        return Step(events: warnings + appearance.events, result: result)
    }

    /// The modal presentation made from `layerRoot`'s layer, if any: a layer presents one modal at
    /// a time (popovers, and modals inside them, do not block it, POP-23).
    func blockingPresentation(above layerRoot: String) -> Presentation? {
        let h = hierarchy
        let layers = h.layers
        guard let layer = layers.firstIndex(of: layerRoot) else { return nil }
        return h.layerPresentations.dropFirst(layer).first { p in
            !p.isPopover && layers.firstIndex(of: h.topAncestor(of: p.presenter)) == layer
        }
    }

    /// Dismisses the presentation `controller` belongs to (MOD-01): walking up from `controller`,
    /// the first controller that presents something, or is presented, decides; that presentation
    /// and every one above it go. Result: `dismissed` (ids), and `animation`.
    mutating func dismissModal(_ controller: String, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(controller)
        let h = hierarchy
        var position: Int?
        for c in [controller] + h.ancestors(of: controller) {
            if let found = h.modalPresentation(presentedBy: c) ?? h.modalPresentation(presenting: c) {
                position = found.offset
                break
            }
        }
        if position == nil, let popover = enclosingPopover(of: controller), state.popovers[popover]?.owner == .segue {
            return try dismissPopover(popover, animated: animated, byUser: false)  // POP-25: an unwind from inside
        }
        guard let first = position else {
            throw ModelError.state(.notPartOfModal(controller: controller))
        }
        let before = h.visibleControllers
        let removed = removePresentation(at: first)
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        var result = [Field(.dismissed, .strings(removed.map(\.presented)))]
        if animated, case .modal(let m)? = removed.first {
            result.append(AnimationMetrics.field(kind: AnimationKind(m.transition), duration: AnimationMetrics.modal(m.transition)))
        }
        return Step(events: appearance.events, result: result)
    }
}
