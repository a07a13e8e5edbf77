/// Rotation (ROT-02, ROT-03).
extension Scene {
    /// The controller that decides rotation: the top-most full-screen presented controller, else
    /// the window's root (ROT-02).
    var rotationDecider: String {
        state.presentations.last { $0.isFullScreen }?.presented ?? index.rootId
    }

    /// The first controller that refuses `orientation`, asking `id` and then the children its
    /// container consults (ROT-02), or `nil` when all agree.
    func refusal(of orientation: InterfaceOrientation, asking id: String) -> String? {
        if let supported = index.controllers.read(id, \.supportedOrientations) ?? nil, !supported.contains(orientation) { return id }
        for child in hierarchy.container(id).rotationConsenters {
            if let refuser = refusal(of: orientation, asking: child) { return refuser }
        }
        return nil
    }

    /// Rotates to `to` if every controller asked agrees (ROT-02), sending `willRotate...`,
    /// `willAnimateRotation...` and `didRotate...` to the visible controllers, parents first
    /// (ROT-03). Before anything changes, the delegate of every split view controller on screen
    /// that implements `splitViewController:shouldHideViewController:inOrientation:` is asked
    /// about the new orientation (SPL-17). Result: `rotated`, `from`, `to`, `duration`,
    /// `refusedBy`, and `animation`.
    mutating func rotate(to: InterfaceOrientation, animated: Bool, answers: DelegateAnswers) -> CommandOutcome {
        let from = state.orientation
        let duration = animated ? (from.isLandscape == to.isLandscape ? AnimationMetrics.halfTurn : AnimationMetrics.quarterTurn) : 0
        let refusedBy = from == to ? nil : refusal(of: to, asking: rotationDecider)
        let rotates = from != to && refusedBy == nil
        var result = [
            Field(.rotated, .bool(rotates)), Field(.from, .string(from.rawValue)), Field(.to, .string(to.rawValue)),
            Field(.duration, .number(rotates ? duration : 0)), Field(.refusedBy, refusedBy.map { .string($0) } ?? .null),
        ]
        guard rotates else { return .done(events: [], result: result) }
        var hides: [String: Bool] = [:]
        for split in visibleSplits {
            guard let options = index.controllers[split]?.split, options.implementsShouldHide else { continue }
            let question = shouldHideQuestion(split, in: to, default: options.hidesMaster(in: to))
            guard let answer = answers[question] else { return .needsAnswer(question) }
            hides[split] = answer.boolValue
        }
        // Each message's arguments, one list shared by the controllers that receive it.
        let seconds = FieldValue.number(duration)
        let willRotateArguments = [Field(.toInterfaceOrientation, .string(to.rawValue)), Field(.duration, seconds)]
        let willAnimateArguments = [Field(.interfaceOrientation, .string(to.rawValue)), Field(.duration, seconds)]
        let didRotateArguments = [Field(.fromInterfaceOrientation, .string(from.rawValue))]
        let willRotate = hierarchy.visibleControllers.map {
            SceneEvent(.willRotateToInterfaceOrientationDuration, target: $0, fields: willRotateArguments)
        }
        // POP-34: popovers whose policy is `dismiss` go in willRotate, as seed 001's app does.
        let (dismissEvents, dismissed) = dismissPopoversForRotation()
        let visible = hierarchy.visibleControllers
        let hiddenBefore = splitsHidingMaster
        // The orientation changes during the animation: a split view's shown master goes
        // (its popover is dismissed), its master hides or returns (SPL-05, SPL-06).
        state.orientation = to
        // The answers hold for this orientation only; a split view not on screen hides as its
        // document says until it is asked.
        state.splitHidesMaster = hides
        state.removeSides()
        let after = hierarchy.visibleControllers
        let splitEvents =
            hiddenBefore.isEmpty && splitsHidingMaster.isEmpty
            ? []
            : splitTransitionEvents(hiddenBefore: hiddenBefore, appearance: Appearance(before: visible, after: after, animated: animated))
        let events =
            willRotate + dismissEvents
            + visible.map { SceneEvent(.willAnimateRotationToInterfaceOrientationDuration, target: $0, fields: willAnimateArguments) }
            + splitEvents
            + after.map { SceneEvent(.didRotateFromInterfaceOrientation, target: $0, fields: didRotateArguments) }
        let (popoverEvents, popoverFields) = popoversAfterRotation()
        result += popoverFields
        if !dismissed.isEmpty { result.append(Field(.dismissedPopovers, .strings(dismissed))) }
        if animated { result.append(AnimationMetrics.field(kind: .rotation, duration: duration)) }
        return .done(events: events + popoverEvents, result: result)
    }

    /// `splitViewController:shouldHideViewController:inOrientation:` for split `split` rotating
    /// to `orientation` (SPL-09, SPL-17): the split, its master and the orientation; the default
    /// is the document's answer.
    func shouldHideQuestion(_ split: String, in orientation: InterfaceOrientation, default hides: Bool) -> DelegateQuestion {
        DelegateQuestion(
            selector: "splitViewController:shouldHideViewController:inOrientation:",
            fields: [
                Field(.splitViewController, .string(split)),
                Field(.viewController, .string(hierarchy.container(split).children.first ?? "")),
                Field(.orientation, .string(orientation.rawValue)),
            ], defaultAnswer: .bool(hides))
    }
}
