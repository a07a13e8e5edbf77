import PopsplitModel

/// Counts what the generated sessions reached, so a property cannot pass by never meeting its
/// case (a generator that never rotates successfully would make the rotation property vacuous).
final class CoverageCounter {
    /// How often each labelled outcome happened.
    private(set) var counts: [String: Int] = [:]

    /// Counts `label` once.
    func count(_ label: String) { counts[label, default: 0] += 1 }

    /// How often `label` happened.
    subscript(_ label: String) -> Int { counts[label] ?? 0 }

    /// The labels a healthy run must reach, each at least once: every command case finishing,
    /// every error kind, both answers to the tab question, accepted and refused rotations,
    /// willShow/didShow, every presentation style, taps firing actions, all profiles and root kinds.
    static let required: [String] = {
        let commands = [
            "rotate", "enterBackground", "enterForeground", "push", "pop", "popToRoot", "setStack", "selectTab",
            "turnPage", "jumpToPage", "presentModal", "dismissModal", "performSegue", "tap", "swipe", "setNavigationItems", "addChild", "removeChild",
            "transitionChild",
        ]
        return commands.map { "\($0) done" }
            + ["uikitException", "unknownId", "invalidState"].map { "error \($0)" }
            + [
                "tab question YES", "tab question NO", "rotation accepted", "rotation refused",
                "navigationController:willShowViewController:animated:", "navigationController:didShowViewController:animated:",
                "tap action pop", "tap action custom", "tap action selectTab", "tap action presents or pushes",
                "swipe handled", "tap outside the screen",
            ]
            + PresentationStyle.allCases.map { "presented \($0.rawValue)" }
            + popoverCommands.map { "\($0) done" }
            + [
                "popover presented", "popover presented from a bar button item", "popover presented (owner segue)",
                "popover presented (owner searchDisplay)", "popover presented (owner actionSheet)",
                "popover question YES", "popover question NO", "outside tap dismissed a popover",
                "outside tap kept a popover (delegate NO)", "outside tap swallowed (modalInPopover)",
                "tap action presentPopover", "tap action dismissPopover", "tap action becomeFirstResponder",
                "POP-14 release refused", "POP-30 no window", "warning zero-size rect (POP-13)", "warning two popovers (POP-23)",
                "keyboard shown", "keyboard moved a visible popover", "in-call status bar shown", "popover needs presentation",
                "popover arrow detached", "popover shrunk to fit", "popover resized",
            ]
            + BehaviourProfile.allCases.map { "profile \($0.rawValue)" }
            + ControllerType.allCases.filter { $0 != .container }.map { "root \($0.rawValue)" }  // containers: CustomContainerTests
            // Split views among the random documents.
            + ["toggleSplitMaster done", "setSplitPoint done", "drag done"]
            + SplitSideStyle.allCases.map { "split side shown \($0.rawValue)" }
            + [
                "shouldHide question YES", "shouldHide question NO", "constrainSplitPosition question",
                "splitViewController:willHideViewController:withBarButtonItem:forPopoverController:",
                "splitViewController:willShowViewController:invalidatingBarButtonItem:",
                "splitViewController:popoverController:willPresentViewController:", "splitViewController:willMoveSplitToPosition:",
            ]
    }()

    /// The popover, keyboard, status bar, search and action sheet commands.
    static let popoverCommands = [
        "createPopover", "presentPopover", "dismissPopover", "setPassthroughViews", "setPopoverContentSize", "setPopoverContent",
        "setPopoverLayoutMargins", "releasePopover", "setContentSizeForViewInPopover", "setModalInPopover", "showKeyboard",
        "hideKeyboard", "setInCallStatusBar", "typeText", "clearSearch", "showSearchResults", "showActionSheet", "dismissActionSheet",
    ]

    /// The required labels never reached.
    var missing: [String] { Self.required.filter { self[$0] == 0 } }
}
