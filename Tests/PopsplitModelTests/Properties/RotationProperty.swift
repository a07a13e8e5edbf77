import PopsplitModel

/// ROT-02 / ROT-03 on every rotate command: the refuser is the one the oracle names; a refused
/// (or same-orientation) rotation changes nothing and sends nothing; a successful one sends all
/// `willRotate...`, then all `willAnimateRotation...`, then all `didRotate...`, each group to the
/// same visible controllers (the layout's controller nodes, parents first), with UIKit's durations.
struct RotationProperty: SceneProperty {
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Indexes the document.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        specs = DocumentIds(launch.document).specs
    }

    /// Checks a rotate command.
    func check(_ step: StepContext) throws(PropertyFailure) {
        guard case .rotate(let to, let animated) = step.command else { return }
        guard let (events, result) = step.final.done else {
            throw PropertyFailure("rotate did not finish: \(Compact.outcome(step.final.result))")
        }
        let from = step.before.orientation
        let expected =
            from == to
            ? nil
            : RotationOracle(specs: specs, snapshot: step.before.snapshot(), root: step.before.document.root.id)
                .refuser(of: to)
        try PropertyFailure.check(
            result["refusedBy"] == (expected.map { .string($0) } ?? .null),
            "ROT-02 refusedBy \(result["refusedBy"].map(Compact.value) ?? "missing"), expected \(expected ?? "null")")
        guard from != to, expected == nil else {
            try PropertyFailure.check(result["rotated"] == .bool(false), "ROT-02 a refused rotation says rotated")
            try PropertyFailure.check(events.isEmpty, "ROT-02 a refused rotation sent \(events.count) events")
            try PropertyFailure.check(step.after == step.before, "ROT-02 a refused rotation changed the scene")
            return
        }
        try PropertyFailure.check(result["rotated"] == .bool(true), "ROT-02 an accepted rotation says not rotated")
        try PropertyFailure.check(step.after.orientation == to, "ROT-03 orientation \(step.after.orientation.rawValue) after rotating to \(to.rawValue)")
        try Self.checkSnapshot(before: step.before.snapshot(), after: step.after.snapshot(), to: to)
        // The system's controllers (POP-26) get no rotation messages.
        let visible = AppearanceProperty.controllers(step.beforeLayout)
        let names = [
            "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
            "didRotateFromInterfaceOrientation:",
        ]
        // POP-27: after the rotation messages, only what the popovers' policies send (a popover
        // needing presentation; a dismissed one's disappearance, with what was presented from it,
        // and the appearance of what that uncovers; a first responder resigning). POP-34: the
        // `dismiss` policy acts in willRotate, so its messages come between the willRotate group
        // and the willAnimate group, which (with didRotate) goes to the controllers still visible.
        let after = [
            "popoverNeedsPresentation", "viewWillDisappear:", "viewDidDisappear:", "viewWillAppear:", "viewDidAppear:",
            "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
        ]
        try PropertyFailure.check(events.count >= visible.count, "ROT-03 events \(Compact.trace(events)) for visible controllers \(visible)")
        var i = visible.count
        var gone: Set<String> = []
        var uncovered: [String] = []
        while i < events.count, after.contains(events[i].name.rawValue) {
            if events[i].name.rawValue == "viewDidDisappear:", let target = events[i].target { gone.insert(target) }
            if events[i].name.rawValue == "viewDidAppear:", let target = events[i].target { uncovered.append(target) }
            i += 1
        }
        let dismissals = i - visible.count
        // What a dismissal in willRotate uncovered (a full-screen presentation made from the
        // popover's content went with it) rotates too, in the hierarchy's order.
        let remaining = visible.filter { !gone.contains($0) } + uncovered.filter { !visible.contains($0) }
        // SPL-05, SPL-06: between willAnimate and didRotate a split view's master may hide or
        // return (its delegate's message and the master's appearance messages); didRotate then
        // goes to the controllers visible after, in the same order.
        let splitNames: Set<String> = [
            "splitViewController:willShowViewController:invalidatingBarButtonItem:",
            "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:",
            "viewWillDisappear:", "viewDidDisappear:", "viewWillAppear:", "viewDidAppear:",
        ]
        var j = i + remaining.count
        var left: Set<String> = []
        var came: [String] = []
        while j < events.count, splitNames.contains(events[j].name.rawValue) {
            if events[j].name.rawValue == "viewDidDisappear:", let target = events[j].target { left.insert(target) }
            if events[j].name.rawValue == "viewDidAppear:", let target = events[j].target { came.append(target) }
            j += 1
        }
        let splitBlock = j - (i + remaining.count)
        let rotated = remaining.filter { !left.contains($0) } + came
        try PropertyFailure.check(
            events.count >= j + rotated.count && events[(j + rotated.count)...].allSatisfy { after.contains($0.name.rawValue) },
            "ROT-03 events \(Compact.trace(events)) for visible controllers \(visible)")
        let duration: Double = animated ? (from.isLandscape == to.isLandscape ? 0.8 : 0.4) : 0
        for (group, name) in names.enumerated() {
            let targets = group == 0 ? visible : group == 1 ? remaining : rotated
            let start = group == 0 ? 0 : group == 1 ? visible.count + dismissals : j
            let slice = events[start..<(start + targets.count)]
            try PropertyFailure.check(
                slice.allSatisfy { $0.name.rawValue == name }, "ROT-03 group \(group + 1) is not all \(name): \(slice.map(\.name.rawValue))")
            let sliceTargets = slice.map { $0.target ?? "app" }
            try PropertyFailure.check(
                // With a shown side, the layout draws it after its split view's panes while the
                // messages follow the hierarchy, parents first: the same controllers, each once.
                splitBlock == 0 && step.before.snapshot().shownSides.isEmpty && uncovered.isEmpty
                    ? sliceTargets == targets : Set(sliceTargets) == Set(targets) && sliceTargets.count == targets.count,
                "ROT-03 \(name) targets \(sliceTargets), expected \(targets)")
            for event in slice {
                if group < 2 {
                    try PropertyFailure.check(
                        event.fields["duration"] == .number(duration), "ROT-03 \(name) fields \(Compact.fields(event.fields)), expected duration \(duration)")
                } else {
                    try PropertyFailure.check(
                        event.fields["fromInterfaceOrientation"] == .string(from.rawValue),
                        "ROT-03 didRotate fields \(Compact.fields(event.fields)), expected from \(from.rawValue)")
                }
            }
        }
        try PropertyFailure.check(result["duration"] == .number(duration), "ROT-03 result \(Compact.fields(result)), expected duration \(duration)")
    }

    /// ROT-03 / POP-27: a rotation changes the orientation and, for visible popovers, only what
    /// their rotation policies say (anchors, needsPresentation, dismissals with what was presented
    /// from inside them) and the keyboard of a first responder that left with them.
    static func checkSnapshot(before: SceneState, after: SceneState, to: InterfaceOrientation) throws(PropertyFailure) {
        var expected = before
        expected.orientation = to
        expected.presentations = after.presentations
        // SPL-17: the delegate's shouldHide answers for the new orientation replace the old ones.
        expected.splitHidesMaster = after.splitHidesMaster
        // POP-05: a visible popover adopts its content's new natural size (a versatile split
        // view's depends on the orientation's split point); nothing else of a popover changes.
        for (id, popover) in after.popovers where expected.popovers[id] != nil {
            expected.popovers[id]?.contentSize = popover.contentSize
        }
        if !after.keyboardShown, after.firstResponder == nil, before.firstResponder != nil {
            expected.keyboardShown = false
            expected.firstResponder = nil
        }
        try PropertyFailure.check(
            after == expected,
            "ROT-03 a rotation changed more than the orientation and the popovers: \(Compact.snapshot(before)) -> \(Compact.snapshot(after))")
        var remaining = before.presentations[...]
        for presentation in after.presentations {
            guard let i = remaining.firstIndex(where: { $0.presented == presentation.presented }) else {
                throw PropertyFailure("ROT-03 a rotation presented \(presentation.presented): \(Compact.snapshot(after))")
            }
            let old = remaining[i]
            remaining = remaining[(i + 1)...]
            switch (old, presentation) {
            case (.modal(let a), .modal(let b)):
                try PropertyFailure.check(a == b, "ROT-03 a rotation changed the presentation of \(b.presented)")
            case (.popover(let a), .popover(let b)):
                try PropertyFailure.check(
                    a.popover == b.popover && a.presenter == b.presenter && a.permitted == b.permitted
                        && (a.contentSize == b.contentSize || after.popovers[b.popover]?.contentSize == b.contentSize)
                        && a.anchor.sourceId == b.anchor.sourceId,
                    "POP-27 a rotation changed \(Compact.popover(a)) to \(Compact.popover(b))")
            default:
                throw PropertyFailure("ROT-03 a rotation changed the kind of presentation of \(presentation.presented)")
            }
        }
    }
}
