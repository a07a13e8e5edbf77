/// Modal presentation and dismissal (MOD-01..03).
extension Scene {
    /// Presents `controller` from `presenter` (MOD-01). UIKit raises for an active controller;
    /// a presenter not in the window, or below another presentation, is ignored with UIKit's
    /// warning (nothing changes). Full-screen and sheet presentations are made by the top of the
    /// presenter's parent chain. Result: `presented` (bool), `presenter`, `controller`, `style`,
    /// `transition`, and `animation` `{kind: <transition>, duration}`.
    mutating func presentModal(_ controller: String, from presenter: String, style: PresentationStyle,
                               transition: TransitionStyle, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(presenter)
        _ = try index.controller(controller)
        let h = hierarchy
        guard !h.isActive(controller), controller != presenter, !h.ancestors(of: presenter).contains(controller) else {
            throw ModelError.uikit(ModelError.presentActiveText)
        }
        let ignored = [Field("presented", .bool(false)), Field("controller", .string(controller))]
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
        state.presentations.append(presentation)
        try state.validate(against: index)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        var result = [
            Field("presented", .bool(true)), Field("presenter", .string(host)), Field("controller", .string(controller)),
            Field("style", .string(style.rawValue)), Field("transition", .string(transition.rawValue)),
        ]
        if animated { result.append(AnimationMetrics.field(kind: transition.rawValue, duration: AnimationMetrics.modal(transition))) }
        return Step(events: appearance.events, result: result)
    }

    /// The first presentation made from a layer at or above `layerRoot`'s, if any: a new one may
    /// only be made from the top layer.
    func blockingPresentation(above layerRoot: String) -> Presentation? {
        let layers = hierarchy.layers
        guard let layer = layers.firstIndex(of: layerRoot) else { return nil }
        return state.presentations.indices.contains(layer) ? state.presentations[layer] : nil
    }

    /// Dismisses the presentation `controller` belongs to (MOD-01): walking up from `controller`,
    /// the first controller that presents something, or is presented, decides; that presentation
    /// and every one above it go. Result: `dismissed` (ids), and `animation`.
    mutating func dismissModal(_ controller: String, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(controller)
        let h = hierarchy
        var position: Int?
        for c in [controller] + h.ancestors(of: controller) {
            if let found = h.presentation(presentedBy: c) ?? h.presentation(presenting: c) {
                position = found.offset
                break
            }
        }
        guard let first = position else {
            throw ModelError.state("'\(controller)' is not part of a modal presentation", id: controller)
        }
        let before = h.visibleControllers
        let removed = Array(state.presentations[first...])
        state.presentations.removeSubrange(first...)
        try state.validate(against: index)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: animated)
        var result = [Field("dismissed", .strings(removed.map(\.presented)))]
        if animated, case .modal(let m)? = removed.first {
            result.append(AnimationMetrics.field(kind: m.transition.rawValue, duration: AnimationMetrics.modal(m.transition)))
        }
        return Step(events: appearance.events, result: result)
    }
}
