import PopsplitModel

/// Never fails: tallies what each step reached in a ``CoverageCounter``.
struct CoverageProperty: SceneProperty {
    /// Where the tallies go.
    let counter: CoverageCounter

    /// Counts the opened document, its profile and root kind.
    func launched(_ launch: LaunchContext) throws(PropertyFailure) {
        counter.count("documents")
        counter.count("profile \(launch.document.profile.rawValue)")
        counter.count("root \(launch.document.root.kind.rawValue)")
    }

    /// Counts the step's outcome.
    func check(_ step: StepContext) throws(PropertyFailure) {
        counter.count("steps")
        if step.attempts.contains(where: { $0.question != nil }) {
            counter.count("tab question \(step.step.answer ? "YES" : "NO")")
        }
        if let error = step.final.error {
            counter.count("error \(error.kind.rawValue)")
            if error.message.contains("outside the screen") { counter.count("tap outside the screen") }
            return
        }
        guard let (events, result) = step.final.done else { return }
        counter.count("\(Self.name(of: step.command)) done")
        if step.changed { counter.count("changed") }
        for event in events where event.name.hasPrefix("navigationController:") { counter.count(event.name) }
        if case .rotate = step.command { counter.count(result["rotated"] == .bool(true) ? "rotation accepted" : "rotation refused") }
        if case .string(let action)? = result["action"] {
            counter.count("tap action \(action)")
            if ["push", "popToRoot", "present", "dismiss", "segue"].contains(action) { counter.count("tap action presents or pushes") }
        }
        if result["handled"] == .bool(true) { counter.count("swipe handled") }
        if result["presented"] == .bool(true), case .string(let style)? = result["style"] { counter.count("presented \(style)") }
    }

    /// The command's case name.
    static func name(of command: SceneCommand) -> String {
        switch command {
        case .rotate: "rotate"
        case .enterBackground: "enterBackground"
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
        case .showKeyboard: "showKeyboard"
        case .hideKeyboard: "hideKeyboard"
        case .setInCallStatusBar: "setInCallStatusBar"
        case .typeText: "typeText"
        case .clearSearch: "clearSearch"
        case .showSearchResults: "showSearchResults"
        case .showActionSheet: "showActionSheet"
        case .dismissActionSheet: "dismissActionSheet"
        }
    }
}
