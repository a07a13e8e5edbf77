/// Page view controllers (TAB-02).
extension Scene {
    /// The user turns to the next or previous page (a page-curl tap or swipe). Turning past
    /// either end is an `invalidState` error.
    mutating func turnPage(_ pageView: String, forward: Bool) throws(ModelError) -> Step {
        let spec = try index.controller(pageView, type: .pageView)
        let target = (state.currentPages[pageView] ?? 0) + (forward ? 1 : -1)
        guard spec.children.indices.contains(target) else {
            throw ModelError.state(.noFurtherPage(pageView: pageView, forward: forward))
        }
        return try changePage(pageView, to: target, userTurn: true)
    }

    /// Jumps to page `i`, as a scrubber does (`setViewControllers:direction:animated:completion:`
    /// from code: no delegate message).
    mutating func jumpToPage(_ pageView: String, index i: Int) throws(ModelError) -> Step {
        let spec = try index.controller(pageView, type: .pageView)
        guard spec.children.indices.contains(i) else {
            throw ModelError.state(.pageIndexOutOfRange(pageView: pageView, index: i, count: spec.children.count))
        }
        return try changePage(pageView, to: i, userTurn: false)
    }

    /// Sets the current page. A user's turn of a visible page view is animated and reported to the
    /// delegate: `pageViewController:willTransitionToViewControllers:` (iOS 6 profile only), the
    /// appearance messages, then
    /// `pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:`.
    /// Result: `pageView`, `index`, `page`, and `animation` `{kind: pageTurn}` for a user's turn.
    mutating func changePage(_ pageView: String, to i: Int, userTurn: Bool) throws(ModelError) -> Step {
        let pages = index.childIds(pageView)
        let old = state.currentPages[pageView] ?? 0
        let before = hierarchy.visibleControllers
        let gesture = userTurn && before.contains(pageView) && old != i
        state.currentPages[pageView] = i
        try state.validate(changesOf: hierarchy)
        let appearance = Appearance(before: before, after: hierarchy.visibleControllers, animated: gesture)
        var step = Step(
            events: appearance.events,
            result: [
                Field(.pageView, .string(pageView)), Field(.index, .number(Double(i))), Field(.page, pages.element(at: i).map { .string($0) } ?? .null),
            ])
        guard gesture else { return step }
        if document.profile >= .iOS6 {
            step.events.insert(
                SceneEvent(
                    .pageViewControllerWillTransitionToViewControllers, target: pageView,
                    fields: [Field(.pendingViewControllers, .strings(pages.element(at: i).map { [$0] } ?? []))]), at: 0)
        }
        step.events.append(
            SceneEvent(
                .pageViewControllerDidFinishAnimatingPreviousViewControllersTransitionCompleted,
                target: pageView,
                fields: [
                    Field(.finished, .bool(true)), Field(.previousViewControllers, .strings(pages.element(at: old).map { [$0] } ?? [])),
                    Field(.completed, .bool(true)),
                ]))
        step.result.append(AnimationMetrics.field(kind: .pageTurn, duration: AnimationMetrics.pageTurn))
        return step
    }
}
