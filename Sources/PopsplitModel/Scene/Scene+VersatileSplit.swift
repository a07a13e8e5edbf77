/// Versatile split view controllers' behaviour (SVC-03, SVC-06, SVC-07, SVC-09): showing the
/// hidden side from its list button, the draggable splitter, `splitPoint` from code.
extension Scene {
    /// How split `split` of `index` shows its hidden master or side under `profile`: UIKit's in
    /// a popover under iOS 5.0, slid over the detail from 5.1 (SPL-07); the versatile split view by
    /// its list display style (SVC-07).
    static func sideStyle(of split: String, index: SceneIndex, profile: BehaviourProfile) -> SplitSideStyle {
        switch index.controllers[split]?.kind {
        case .versatileSplit(let options)?:
            switch options.listDisplayStyle {
            case .popover: return .popover
            case .slideOver: return .slideOver
            case .slideIn: return .slideIn
            }
        case .split?: return profile == .iOS5_0 ? .popover : .slideOver
        case .plain?, .navigation?, .tabBar?, .pageView?, .container?, nil: return .popover
        }
    }

    /// The visible versatile split views with their geometry and current split point, front first.
    func versatileSplitsOnScreen(_ engine: LayoutEngine)
        -> [(id: String, options: VersatileSplitOptions, geometry: VersatileSplitGeometry, point: Double)]
    {
        engine.nodes.reversed().compactMap { placed in
            guard case .divider(let split) = placed.role, case .versatileSplit(let options)? = index.controllers[split]?.kind,
                let frame = engine.frames[split]
            else { return nil }
            let geometry = LayoutEngine.versatileGeometry(options, frame: frame)
            return (split, options, geometry, geometry.clamped(hierarchy.splitPoint(split) ?? geometry.defaultSplitPoint))
        }
    }

    /// A drag from `from` to `to` (SVC-03, beyond MGSplitViewController): when it starts on the
    /// grab area of a draggable splitter the touch reaches, the split point moves by the drag,
    /// kept within the minimum pane sizes, then (when the document says the delegate implements
    /// it) `splitViewController:constrainSplitPosition:splitViewSize:` may move it again; the new
    /// point holds for the current orientation. A drag that grabs nothing changes nothing
    /// (`handled` false). Result: `hit`, `handled`, and when handled `splitViewController`,
    /// `splitPoint`, `moved`, `animation` `{drag, 0}`.
    mutating func drag(from: Point, to: Point, answers: DelegateAnswers) throws(ModelError) -> CommandOutcome {
        try checkTouch(from)
        try checkTouch(to)
        let engine = laidOut.engine
        let placed = LayoutEngine.visible(engine, state: state)
        let hit = HitTester(placed).hit(from)
        var result = [Scene.hitField(hit)]
        let owner = hit.flatMap(controller(for:))
        let grabbed = versatileSplitsOnScreen(engine).first { candidate in
            guard candidate.options.draggable, candidate.geometry.grabArea(at: candidate.point).contains(from),
                let owner
            else { return false }
            // The touch must reach the split view: not a popover, sheet or bar above it.
            return owner == candidate.id || hierarchy.ancestors(of: owner).contains(candidate.id)
        }
        guard let (split, options, geometry, point) = grabbed else {
            return .done(events: [], result: result + [Field(.handled, .bool(false))])
        }
        result += [Field(.handled, .bool(true)), Field(.splitViewController, .string(split))]
        guard let range = geometry.dragRange else {
            return .done(events: [], result: result + [Field(.splitPoint, .number(point)), Field(.moved, .bool(false))])
        }
        let proposed = min(max(point + geometry.offset(of: to) - geometry.offset(of: from), range.lowerBound), range.upperBound)
        var chosen = proposed
        if options.constrainsSplitPosition {
            let question = DelegateQuestion(
                selector: "splitViewController:constrainSplitPosition:splitViewSize:",
                fields: [
                    Field(.splitViewController, .string(split)), Field(.proposedPosition, .number(proposed)),
                    Field(.splitViewSize, .size(geometry.area.size)),
                ], defaultAnswer: .number(proposed))
            guard let answer = answers[question] else { return .needsAnswer(question) }
            chosen = geometry.clamped(answer.numberValue ?? proposed)
        }
        let moved = chosen != point
        if moved { setLiveSplitPoint(split, chosen, landscape: state.orientation.isLandscape) }
        let events = moved ? [SceneEvent(.splitViewControllerWillMoveSplitToPosition, target: split, fields: [Field(.position, .number(chosen))])] : []
        return .done(
            events: events,
            result: result + [
                Field(.splitPoint, .number(chosen)), Field(.moved, .bool(moved)), AnimationMetrics.field(kind: .drag, duration: 0),
            ])
    }

    /// Records split point `point` of `split` for one orientation class.
    mutating func setLiveSplitPoint(_ split: String, _ point: Double, landscape: Bool) {
        if landscape { state.landscapeSplitPoints[split] = point } else { state.portraitSplitPoints[split] = point }
    }

    /// `splitPoint` set from code (SVC-09): for `landscape` true or false, or both (`nil`, seed 003's
    /// single property, which therefore survives rotation). The splitter must stay inside the split
    /// view as it is laid out now (the current orientation); minimum pane sizes bind drags only.
    /// Result: `splitViewController`, `splitPoint`, `orientations`, and `animation` when it moves on
    /// screen.
    mutating func setSplitPoint(_ split: String, point: Double, landscape: Bool?, animated: Bool) throws(ModelError) -> Step {
        _ = try index.controller(split, type: .versatileSplit)
        guard GeometryLimits.accepts(point), point >= 0 else {
            throw ModelError.state(.splitPointOutOfRange(split: split, point: point))
        }
        let current = state.orientation.isLandscape
        if landscape == nil || landscape == current {
            let engine = laidOut.engine
            if case .versatileSplit(let options)? = index.controllers[split]?.kind, let frame = engine.frames[split] {
                let geometry = LayoutEngine.versatileGeometry(options, frame: frame)
                let low = geometry.splitterWidth / 2
                let high = geometry.length - geometry.splitterWidth / 2
                guard point >= low, point <= high else {
                    throw ModelError.state(.splitPointOutside(split: split, point: point, low: low, high: high))
                }
            }
        }
        let classes = landscape.map { [$0] } ?? [false, true]
        let before = hierarchy.splitPoint(split)
        for l in classes { setLiveSplitPoint(split, point, landscape: l) }
        var result = [
            Field(.splitViewController, .string(split)), Field(.splitPoint, .number(point)),
            Field(.orientations, .strings(classes.map { $0 ? "landscape" : "portrait" })),
        ]
        let onScreen = hierarchy.visibleControllers.contains(split) && !hierarchy.splitHidesMaster(split)
        if animated, onScreen, before != hierarchy.splitPoint(split) {
            result.append(AnimationMetrics.field(kind: .splitPoint, duration: AnimationMetrics.popoverResize))
        }
        return Step(events: [], result: result)
    }
}
