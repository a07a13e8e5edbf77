import PopsplitModel

/// Never fails: tallies what each step reached in a ``CoverageCounter``.
struct CoverageProperty: SceneProperty {
    /// Where the tallies go.
    let counter: CoverageCounter

    /// Counts the opened document, its profile and root kind.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        counter.count("documents")
        counter.count("profile \(launch.document.profile.rawValue)")
        counter.count("root \(launch.document.root.type.rawValue)")
    }

    /// Counts the step's outcome.
    func check(_ step: StepContext) throws(PropertyFailure) {
        counter.count("steps")
        for question in step.attempts.compactMap(\.question) {
            let kind =
                switch question.selector {
                case PopoverCommandProperty.question: "popover"
                case SplitQuestionProperty.shouldHide: "shouldHide"
                case SplitQuestionProperty.constrain: "constrainSplitPosition"
                default: "tab"
                }
            counter.count("\(kind) question \(step.step.answer ? "YES" : "NO")")
            counter.count("\(kind) question")
        }
        if let error = step.final.error {
            counter.count("error \(error.kind.rawValue)")
            if error.message.contains("outside the screen") { counter.count("tap outside the screen") }
            if error.message == "-[UIPopoverController dealloc] reached while popover is still visible." { counter.count("POP-14 release refused") }
            if error.message == "Popovers cannot be presented from a view which does not have a window." { counter.count("POP-30 no window") }
            if error.message.hasPrefix("The content view controller argument must be the root") { counter.count("popover content not free") }
            if case .performSegue(let id) = step.command, step.before.document.segues.first(where: { $0.id == id })?.kind == .popover {
                counter.count("popover segue error: \(error.message.prefix(60))")
            }
            return
        }
        guard let (events, result) = step.final.done else { return }
        counter.count("\(Self.name(of: step.command)) done")
        if step.changed { counter.count("changed") }
        for event in events where event.name.rawValue.hasPrefix("navigationController:") { counter.count(event.name.rawValue) }
        // The split views' messages and their shown masters and sides.
        for event in events where event.name.rawValue.hasPrefix("splitViewController:") { counter.count(event.name.rawValue) }
        for side in step.after.snapshot().shownSides where !step.before.snapshot().splitsShowingSide.contains(side.split) {
            counter.count("split side shown \(side.style.rawValue)")
        }
        if case .rotate = step.command { counter.count(result["rotated"] == .bool(true) ? "rotation accepted" : "rotation refused") }
        if case .string(let action)? = result["action"] {
            counter.count("tap action \(action)")
            if ["push", "popToRoot", "present", "dismiss", "segue"].contains(action) { counter.count("tap action presents or pushes") }
        }
        if result["handled"] == .bool(true) { counter.count("swipe handled") }
        if result["presented"] == .bool(true), case .string(let style)? = result["style"] { counter.count("presented \(style)") }
        countPopovers(step, events: events, result: result)
    }

    /// What the step did with popovers, the keyboard and the in-call status bar.
    func countPopovers(_ step: StepContext, events: [SceneEvent], result: [Field]) {
        if case .tap = step.command, result["popover"] != nil {
            switch result["reason"] {
            case .string("modalInPopover")?: counter.count("outside tap swallowed (modalInPopover)")
            case .string("delegate")?: counter.count("outside tap kept a popover (delegate NO)")
            default:
                if events.contains(where: { $0.name.rawValue == PopoverCommandProperty.didDismiss }) { counter.count("outside tap dismissed a popover") }
                if result["action"] == .string("dismissActionSheet") { counter.count("outside tap cancelled an action sheet") }
            }
        }
        for event in events where event.name == .warning {
            guard case .string(let message)? = event.fields["message"] else { continue }
            if message.contains("must have non-zero width and height") { counter.count("warning zero-size rect (POP-13)") }
            if message.contains("one popover at a time") { counter.count("warning two popovers (POP-23)") }
            if message.contains("before presenting a modal view") { counter.count("warning modal over a popover (POP-23)") }
        }
        for name in ["needsPresentation", "representedPopovers", "dismissedPopovers"] where result[name] != nil {
            counter.count("\(Self.name(of: step.command)) \(name)")
        }
        let before = step.before.snapshot()
        let after = step.after.snapshot()
        let wasVisible = Set(before.presentations.compactMap(\.popover?.popover))
        for shown in after.presentations.compactMap(\.popover) where !wasVisible.contains(shown.popover) {
            counter.count("popover presented")
            if case .barButtonItem = shown.anchor { counter.count("popover presented from a bar button item") }
            counter.count("popover presented (owner \(after.popovers[shown.popover]?.owner.rawValue ?? "?"))")
            if after.keyboardShown { counter.count("popover presented over the keyboard") }
            if after.inCallStatusBar { counter.count("popover presented with the in-call status bar") }
        }
        let nowVisible = Set(after.presentations.compactMap(\.popover?.popover))
        if !wasVisible.subtracting(nowVisible).isEmpty { counter.count("popover dismissed") }
        if nowVisible.count > 1 { counter.count("two popovers visible") }
        if after.keyboardShown && !before.keyboardShown { counter.count("keyboard shown") }
        if !nowVisible.isEmpty, after.keyboardShown != before.keyboardShown { counter.count("keyboard moved a visible popover") }
        if !nowVisible.isEmpty, after.inCallStatusBar != before.inCallStatusBar { counter.count("in-call status bar moved a visible popover") }
        if after.inCallStatusBar && !before.inCallStatusBar { counter.count("in-call status bar shown") }
        if result["animation"]?.animation?.kind == .popoverResize {
            counter.count("popover resized")
        }
        guard step.changed else { return }
        for node in step.afterLayout.nodes where node.kind == .popover {
            if node.attributes["arrowAttached"] == .bool(false) { counter.count("popover arrow detached") }
            if node.attributes["needsPresentation"] == .bool(true) { counter.count("popover needs presentation") }
            if case .rect(let content)? = node.attributes["contentFrame"],
                let shown = after.presentations.compactMap(\.popover).first(where: { $0.popover == node.id }),
                content.width < shown.contentSize.width || content.height < shown.contentSize.height
            {
                counter.count("popover shrunk to fit")
            }
        }
    }

    /// The command's case name.
    static func name(of command: SceneCommand) -> String {
        switch command {
        case .rotate: "rotate"
        case .enterBackground: "enterBackground"
        case .setNavigationItems: "setNavigationItems"
        case .enterForeground: "enterForeground"
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .setStack: "setStack"
        case .selectTab: "selectTab"
        case .turnPage: "turnPage"
        case .jumpToPage: "jumpToPage"
        case .presentModal: "presentModal"
        case .dismissModal: "dismissModal"
        case .performSegue: "performSegue"
        case .tap: "tap"
        case .swipe: "swipe"
        case .createPopover: "createPopover"
        case .presentPopover: "presentPopover"
        case .dismissPopover: "dismissPopover"
        case .setPassthroughViews: "setPassthroughViews"
        case .setPopoverContentSize: "setPopoverContentSize"
        case .setPopoverContent: "setPopoverContent"
        case .setPopoverLayoutMargins: "setPopoverLayoutMargins"
        case .releasePopover: "releasePopover"
        case .setContentSizeForViewInPopover: "setContentSizeForViewInPopover"
        case .setModalInPopover: "setModalInPopover"
        case .setItemEnabled: "setItemEnabled"
        case .showKeyboard: "showKeyboard"
        case .hideKeyboard: "hideKeyboard"
        case .setInCallStatusBar: "setInCallStatusBar"
        case .toggleSplitMaster: "toggleSplitMaster"
        case .addChild: "addChild"
        case .removeChild: "removeChild"
        case .transitionChild: "transitionChild"
        case .drag: "drag"
        case .setSplitPoint: "setSplitPoint"
        case .typeText: "typeText"
        case .clearSearch: "clearSearch"
        case .showSearchResults: "showSearchResults"
        case .showActionSheet: "showActionSheet"
        case .dismissActionSheet: "dismissActionSheet"
        }
    }
}
