import PopsplitModel

/// What each popover, keyboard and status bar command does, checked on every step against the
/// snapshots and layouts before and after (protocol.md 7, 9.9):
/// - POP-14 / POP-15: releasing a visible popover the app owns raises UIKit's text; a segue's
///   stays; a hidden one goes;
/// - POP-09, POP-13, POP-21..23, POP-28, POP-30: presenting keeps the permitted arrows (up and
///   down from an item), makes the item's bar the only passthrough view (a rect keeps them), warns
///   for a zero-size rect and for each other visible popover, covers and dims nothing, and
///   succeeds exactly when the anchor is in the window;
/// - POP-05, POP-06, POP-17, POP-20, POP-29: content size, content and passthrough views are
///   taken; `dismissPopover` from code hides it with no delegate message; only an outside tap
///   asks `popoverControllerShouldDismissPopover:` or sends `popoverControllerDidDismissPopover:`;
/// - POP-26: the system's popovers refuse the app's methods; Clear, the results list button and
///   the action sheet commands show or hide them;
/// - POP-27 / ROT-04: after a rotation rect popovers need presentation, are presented again or are
///   dismissed by their policy; the background dismisses the popovers that ask for it;
/// - keyboard and in-call status bar commands set what they say, with notifications only on change.
struct PopoverCommandProperty: SceneProperty {
    /// The delegate question of POP-19.
    static let question = "popoverControllerShouldDismissPopover:"
    /// The event of POP-19.
    static let didDismiss = "popoverControllerDidDismissPopover:"
    /// The document's controllers by id.
    var specs: [String: ControllerSpec] = [:]

    /// Indexes the document.
    mutating func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        specs = DocumentIds(launch.document).specs
    }

    /// Checks one step.
    func check(_ step: StepContext) throws(PropertyFailure) {
        let before = step.before.snapshot()
        let after = step.after.snapshot()
        let what = Compact.command(step.command)
        let events = step.final.done?.events ?? []
        let asked = step.attempts.compactMap(\.question).filter { $0.selector == Self.question }
        if case .tap = step.command {
        } else {
            // POP-20: only a user's outside tap asks the delegate or tells it the popover went.
            try PropertyFailure.check(asked.isEmpty, "POP-20 \(what) asked \(Self.question)")
            try PropertyFailure.check(!events.contains { $0.name.rawValue == Self.didDismiss }, "POP-20 \(what) sent \(Compact.trace(events))")
        }
        try checkSystemOwned(step, before: before)
        switch step.command {
        case .tap: try PopoverTouchRules(specs: specs).check(step, before: before, after: after, asked: asked)
        case .releasePopover(let p): try checkRelease(step, p, before: before, after: after)
        case .presentPopover(let p, let source, let arrows, _): try checkPresent(step, p, source: source, arrows: arrows, before: before, after: after)
        case .dismissPopover(let p, _):
            guard let (_, result) = step.final.done else { return }
            let wasVisible = Self.visible(p, before) != nil
            try PropertyFailure.check(
                Self.visible(p, after) == nil && result["dismissed"] == .bool(wasVisible),
                "POP-20 \(what) (visible before: \(wasVisible)) gave \(Compact.fields(result)); after \(Compact.snapshot(after))")
            if !wasVisible { try PropertyFailure.check(step.after == step.before, "POP-20 \(what) of a hidden popover changed the scene") }
        case .setPassthroughViews(let p, let views):
            guard step.final.done != nil else { return }
            try PropertyFailure.check(after.popovers[p]?.passthroughViews == views, "POP-17 \(what) left \(after.popovers[p]?.passthroughViews ?? [])")
        case .setPopoverContentSize(let p, let size, _):
            guard step.final.done != nil else { return }
            try PropertyFailure.check(
                after.popovers[p]?.contentSize == size, "POP-04 \(what) left contentSize \(String(describing: after.popovers[p]?.contentSize))")
            if let shown = Self.visible(p, after) {
                let clamped = Size(width: min(max(size.width, 320), 600), height: size.height)
                try PropertyFailure.check(shown.contentSize == clamped, "POP-05 \(what): the visible popover shows \(shown.contentSize), expected \(clamped)")
            }
        case .setPopoverContent(let p, let controller, _): try checkContent(step, p, controller: controller, before: before, after: after)
        case .createPopover(let popover):
            if step.final.done != nil {
                try PropertyFailure.check(
                    before.popovers[popover.id] == nil && after.popovers[popover.id] == popover,
                    "POP-01 \(what) gave \(after.popovers[popover.id].map(Compact.popoverController) ?? "nothing")")
            } else if before.popovers[popover.id] != nil || popover.id == "keyboard" {
                try PropertyFailure.check(step.final.error?.kind == .invalidState, "POP-01 \(what) of an id in use gave \(Compact.outcome(step.final.result))")
            }
        case .enterBackground:
            guard step.final.done != nil else { return }
            for shown in before.presentations.compactMap(\.popover) where before.popovers[shown.popover]?.dismissOnBackground == true {
                try PropertyFailure.check(
                    Self.visible(shown.popover, after) == nil, "ROT-04 popover \(shown.popover) (dismissOnBackground) still shows in the background")
            }
        case .rotate: try checkRotation(step, before: before, after: after)
        case .showKeyboard(let view):
            guard step.final.done != nil else { return }
            try PropertyFailure.check(
                after.keyboardShown && after.firstResponder == (view ?? before.firstResponder),
                "\(what) left keyboard \(after.keyboardShown), first responder \(after.firstResponder ?? "none")")
            try Self.checkKeyboardEvents(events, sent: !before.keyboardShown, showing: true, what)
        case .hideKeyboard:
            try PropertyFailure.check(!after.keyboardShown && after.firstResponder == nil, "\(what) left the keyboard or a first responder")
            try Self.checkKeyboardEvents(events, sent: before.keyboardShown, showing: false, what)
        case .setInCallStatusBar(let visible):
            try PropertyFailure.check(after.inCallStatusBar == visible, "\(what) left inCallStatusBar \(after.inCallStatusBar)")
            let names = events.map(\.name.rawValue)
            // Without a status bar (statusBarHidden) there is nothing to grow: no event (9.9.5).
            let changes = visible != before.inCallStatusBar && !step.before.document.statusBarHidden
            let expected = changes ? ["application:willChangeStatusBarFrame:", "application:didChangeStatusBarFrame:"] : []
            try PropertyFailure.check(names == expected, "\(what) sent \(Compact.trace(events)), expected \(expected)")
        case .clearSearch(let bar):
            guard step.final.done != nil else { return }
            try PropertyFailure.check(
                after.texts[bar] == nil && Self.visible("\(bar).results", after) == nil,
                "POP-26 \(what) left text \(after.texts[bar] ?? "") and results visible: \(Self.visible("\(bar).results", after) != nil)")
        case .showSearchResults(let bar):
            guard step.final.done != nil else { return }
            if Self.inToolbar(bar, step.afterLayout) {
                try PropertyFailure.check(Self.visible("\(bar).results", after) != nil, "POP-26 \(what): the results popover is not visible")
            } else {  // POP-37: the results over the content, no popover
                try PropertyFailure.check(
                    Self.visible("\(bar).results", after) == nil && step.afterLayout.nodes.contains { $0.id == "\(bar).resultsList.table" },
                    "POP-37 \(what): a search bar outside a toolbar shows its results in place")
            }
        case .showActionSheet(let id, _, _):
            guard before.popovers[id]?.owner == .actionSheet else { return }
            if Self.visible(id, before) != nil {
                try PropertyFailure.check(step.final.error?.kind == .invalidState, "POP-26 \(what) while it shows gave \(Compact.outcome(step.final.result))")
            } else if step.final.done != nil {
                try PropertyFailure.check(Self.visible(id, after) != nil, "POP-26 \(what): the action sheet is not visible")
            }
        case .dismissActionSheet(let id, _, _):
            guard step.final.done != nil, Self.visible(id, before) != nil else { return }
            try PropertyFailure.check(Self.visible(id, after) == nil, "POP-26 \(what): the action sheet still shows")
            try PropertyFailure.check(
                events.first?.name == .actionSheetWillDismissWithButtonIndex
                    && events.contains { $0.name == .actionSheetDidDismissWithButtonIndex },
                "POP-26 \(what) sent \(Compact.trace(events))")
        default:
            break
        }
    }

    /// The visible popover `id` of a snapshot.
    static func visible(_ id: String, _ snapshot: SceneState) -> PopoverPresentation? {
        snapshot.presentations.compactMap(\.popover).first { $0.popover == id }
    }

    /// UIKit's keyboard notifications, when `sent`, else none.
    static func checkKeyboardEvents(_ events: [SceneEvent], sent: Bool, showing: Bool, _ what: String) throws(PropertyFailure) {
        let name = showing ? "Show" : "Hide"
        let expected = sent ? ["UIKeyboardWill\(name)Notification", "UIKeyboardDid\(name)Notification"] : []
        try PropertyFailure.check(events.map(\.name.rawValue) == expected, "\(what) sent \(Compact.trace(events)), expected \(expected)")
    }

    /// POP-26: the popovers the system owns refuse the app's methods (passthrough views: only
    /// the search results popover's).
    func checkSystemOwned(_ step: StepContext, before: SceneState) throws(PropertyFailure) {
        let target: String
        switch step.command {
        case .presentPopover(let p, _, _, _), .dismissPopover(let p, _), .setPopoverContentSize(let p, _, _),
            .setPopoverContent(let p, _, _), .setPopoverLayoutMargins(let p, _), .releasePopover(let p):
            target = p
        case .setPassthroughViews(let p, _) where before.popovers[p]?.owner == .searchDisplay:
            target = p
        default:
            return
        }
        guard let owner = before.popovers[target]?.owner, owner == .searchDisplay || owner == .actionSheet else { return }
        try PropertyFailure.check(
            step.final.error?.kind == .invalidState,
            "POP-26 \(Compact.command(step.command)) on the \(owner.rawValue) popover gave \(Compact.outcome(step.final.result))")
    }

    /// POP-14, POP-15.
    func checkRelease(_ step: StepContext, _ p: String, before: SceneState, after: SceneState) throws(PropertyFailure) {
        guard let popover = before.popovers[p] else { return }
        let what = Compact.command(step.command)
        let visible = Self.visible(p, before) != nil
        switch (visible, popover.owner) {
        case (true, .app):
            try PropertyFailure.check(
                step.final.error?.kind == .uikitException
                    && step.final.error?.message == "-[UIPopoverController dealloc] reached while popover is still visible.",
                "POP-14 \(what) while visible gave \(Compact.outcome(step.final.result))")
        case (true, .segue):
            try PropertyFailure.check(
                step.final.done?.result["retainedBySystem"] == .bool(true) && step.after == step.before,
                "POP-15 \(what) of a visible segue popover gave \(Compact.outcome(step.final.result))")
        case (false, .app), (false, .segue):
            try PropertyFailure.check(
                step.final.done != nil && after.popovers[p] == nil,
                "POP-14 \(what) of a hidden popover gave \(Compact.outcome(step.final.result)), popover left: \(after.popovers[p] != nil)")
        default:
            break
        }
    }

    /// POP-09, POP-13, POP-21..23, POP-27, POP-28, POP-30.
    func checkPresent(
        _ step: StepContext, _ p: String, source: PopoverSource, arrows: Set<ArrowDirection>,
        before: SceneState, after: SceneState
    ) throws(PropertyFailure) {
        let what = Compact.command(step.command)
        let anchorId: String
        switch source {
        case .rect(_, let view): anchorId = view
        case .barButtonItem(let item): anchorId = item
        }
        let anchorNode = step.beforeLayout.nodes.first { $0.id == anchorId }
        if let error = step.final.error {
            if error.message == "Popovers cannot be presented from a view which does not have a window." {  // POP-30
                try PropertyFailure.check(
                    error.kind == .uikitException && anchorNode == nil, "POP-30 \(what) raised the no-window text but \(anchorId) is on screen")
            }
            if arrows.isEmpty, before.popovers[p]?.owner == .app {
                try PropertyFailure.check(error.kind == .invalidState, "POP-10 \(what) with no arrows gave \(error.kind.rawValue) '\(error.message)'")
            }
            return
        }
        guard let (events, _) = step.final.done else { return }
        try PropertyFailure.check(!arrows.isEmpty, "POP-10 \(what) with no arrows was accepted")
        try PropertyFailure.check(anchorNode != nil, "POP-30 \(what) was accepted but \(anchorId) is not in the window")
        guard let shown = Self.visible(p, after), let popover = after.popovers[p] else {
            throw PropertyFailure("POP-09 \(what) done but \(p) is not visible: \(Compact.snapshot(after))")
        }
        let previous = Self.visible(p, before)
        try PropertyFailure.check(!shown.needsPresentation, "POP-27 \(what): still needs presentation")
        let warnings = events.filter { $0.name == .warning }.compactMap { event -> String? in
            if case .string(let message)? = event.fields["message"] { return message }
            return nil
        }
        switch source {
        case .barButtonItem:
            let vertical = arrows.intersection(ArrowDirection.vertical)
            try PropertyFailure.check(
                shown.permitted == (vertical.isEmpty ? ArrowDirection.vertical : vertical),
                "POP-09 \(what) permits \(shown.permitted.sorted().map(\.rawValue))")
            let bar = anchorNode?.parent.map { [$0] } ?? []
            try PropertyFailure.check(
                popover.passthroughViews == bar, "POP-21 \(what): passthrough views \(popover.passthroughViews), expected the item's bar \(bar)")
        case .rect(let rect, _):
            try PropertyFailure.check(shown.permitted == arrows, "POP-10 \(what) permits \(shown.permitted.sorted().map(\.rawValue))")
            try PropertyFailure.check(
                popover.passthroughViews == before.popovers[p]?.passthroughViews,
                "POP-22 \(what) from a rect changed the passthrough views to \(popover.passthroughViews)")
            let zero = rect.width == 0 || rect.height == 0
            try PropertyFailure.check(
                warnings.contains { $0.contains("must have non-zero width and height") } == zero,
                "POP-13 \(what): warnings \(warnings)")
        }
        let others = before.presentations.compactMap(\.popover).filter { $0.popover != p }.count
        try PropertyFailure.check(
            warnings.filter { $0.contains("is presented while popover") }.count == others,
            "POP-23 \(what) with \(others) other popover(s) visible warned \(warnings)")
        if let previous {
            // Presented again: moved, same size; nothing disappears. It comes to the top, so content a
            // full-screen presentation covered until now may appear (only the popover's own and its
            // dependents').
            try PropertyFailure.check(
                shown.contentSize == previous.contentSize && shown.presented == previous.presented,
                "POP-27 \(what) presented a visible popover again with a new size or content")
            // Its own, and what was presented from inside it, which moves with it (its dependents).
            var inside: Set<String> = [p]
            for node in step.afterLayout.nodes where node.parent.map(inside.contains) == true { inside.insert(node.id) }
            for presentation in after.presentations where presentation.popover?.popover != p && inside.contains(presentation.presenter) {
                inside.insert(presentation.popover?.popover ?? presentation.presented)
                for node in step.afterLayout.nodes where node.parent.map(inside.contains) == true { inside.insert(node.id) }
            }
            let appearance = events.filter { $0.name.rawValue.hasPrefix("viewWill") || $0.name.rawValue.hasPrefix("viewDid") }
            try PropertyFailure.check(
                appearance.allSatisfy { $0.name.rawValue.hasSuffix("Appear:") && inside.contains($0.target ?? "") },
                "POP-27 \(what) presented again sent \(Compact.trace(events))")
        } else {
            // POP-28: nothing below is covered or dimmed.
            let controllers = Set(step.afterLayout.nodes.filter { $0.kind == .controller }.map(\.id))
            let lost = step.beforeLayout.nodes.filter { $0.kind == .controller && !controllers.contains($0.id) }.map(\.id)
            try PropertyFailure.check(lost.isEmpty, "POP-28 \(what) covered \(lost)")
            let dimming = { (layout: SceneLayout) in layout.nodes.filter { $0.kind == .dimming }.map(\.id) }
            try PropertyFailure.check(dimming(step.afterLayout) == dimming(step.beforeLayout), "POP-28 \(what) changed the dimming views")
        }
    }

    /// POP-06, POP-29.
    func checkContent(_ step: StepContext, _ p: String, controller: String, before: SceneState, after: SceneState) throws(PropertyFailure) {
        guard step.final.done != nil, let old = before.popovers[p] else { return }
        let what = Compact.command(step.command)
        if old.content == controller {
            try PropertyFailure.check(step.after == step.before, "POP-29 \(what) with the same content changed the scene")
            return
        }
        try PropertyFailure.check(
            after.popovers[p]?.content == controller && after.popovers[p]?.contentSize == nil,
            "POP-06 \(what) left \(after.popovers[p].map(Compact.popoverController) ?? "nothing")")
        if Self.visible(p, before) != nil {
            try PropertyFailure.check(Self.visible(p, after)?.presented == controller, "POP-29 \(what): the visible popover does not show \(controller)")
        }
    }

    /// The top-level layout nodes that move with popover presentation `shown`: the popover's own,
    /// and those of the modal presentations made from inside its content (current context), and
    /// from inside those.
    static func movingWith(_ shown: PopoverPresentation, _ scene: Scene) -> Set<String> {
        var inside: Set<String> = [shown.popover, shown.presented]
        for presentation in scene.snapshot().presentations where presentation.popover == nil && presentation.splitSide == nil {
            guard inside.contains(topController(presentation.presenter, scene)) else { continue }
            inside.insert(presentation.presented)
        }
        return inside
    }

    /// The top of `id`'s parent chain (`controller/containers`' `parent`, at most 512 up).
    static func topController(_ id: String, _ scene: Scene) -> String {
        var current = id
        for _ in 0..<512 {
            guard let fields = try? scene.containers(of: current), case .string(let parent)? = fields["parent"] else { break }
            current = parent
        }
        return current
    }

    /// Whether `view` is laid out inside a toolbar view (POP-26, POP-37).
    static func inToolbar(_ view: String, _ layout: SceneLayout) -> Bool {
        let nodes = Dictionary(layout.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var current = nodes[view]?.parent
        var steps = 0
        while let id = current, let node = nodes[id], steps < 1000 {
            if node.kind == .view(.toolbar) { return true }
            current = node.parent
            steps += 1
        }
        return false
    }

    /// POP-27 after an accepted rotation, by rotation policy.
    func checkRotation(_ step: StepContext, before: SceneState, after: SceneState) throws(PropertyFailure) {
        guard let (_, result) = step.final.done, result["rotated"] == .bool(true) else { return }
        let what = Compact.command(step.command)
        let nodes = Dictionary(step.afterLayout.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let topBefore = CommandGenerator.topLevel(step.beforeLayout)
        let topAfter = CommandGenerator.topLevel(step.afterLayout)
        for shown in before.presentations.compactMap(\.popover) {
            let policy = before.popovers[shown.popover]?.rotationPolicy ?? .keep
            let now = Self.visible(shown.popover, after)
            // An anchor inside the popover itself, or inside what its content presented in its
            // current context, moves with it: no fixed place to check.
            let source = shown.anchor.sourceId
            let insideBefore = Self.movingWith(shown, step.before)
            let insideAfter = Self.movingWith(shown, step.after)
            if topBefore[source].map(insideBefore.contains) == true || topAfter[source].map(insideAfter.contains) == true { continue }
            switch (shown.anchor, policy) {
            case (.barButtonItem(let item, _), _):
                guard let now else { continue }  // gone with a popover it was presented from
                // Placed again from the item while it is in the layout (needsPresentation stays as it
                // was until presented again); waits for presentation once the item is gone.
                let expected = nodes[item] == nil || shown.needsPresentation
                try PropertyFailure.check(
                    now.needsPresentation == expected,
                    "POP-27 \(what): popover \(shown.popover) from item \(item) (in the layout: \(nodes[item] != nil), needed presentation: \(shown.needsPresentation)) needsPresentation \(now.needsPresentation)"
                )
            case (.rect, .dismiss):
                try PropertyFailure.check(now == nil, "POP-27 \(what): popover \(shown.popover) with the dismiss policy still shows")
            case (.rect, .keep):
                guard let now else { continue }
                try PropertyFailure.check(
                    now.needsPresentation && now.anchor == shown.anchor,
                    "POP-27 \(what): popover \(shown.popover) (keep) now \(Compact.popover(now))")
            case (.rect(let view, let rect, _), .represent):
                guard let now else { continue }
                if let node = nodes[view] {
                    let window = rect.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
                    try PropertyFailure.check(
                        !now.needsPresentation && now.anchor == .rect(view: view, rect: rect, window: window),
                        "POP-27 \(what): popover \(shown.popover) (represent) now \(Compact.popover(now)), expected window \(Compact.rect(window))")
                } else {
                    try PropertyFailure.check(
                        now.needsPresentation, "POP-27 \(what): popover \(shown.popover) (represent, view gone) now \(Compact.popover(now))")
                }
            }
        }
    }
}
