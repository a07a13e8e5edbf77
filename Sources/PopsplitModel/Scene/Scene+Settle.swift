/// What follows any command once it ran: visible popovers adopt their content's new size
/// (POP-05, POP-07, POP-08), and a first responder that left the window resigns.
extension Scene {
    /// Settles the scene after a command that turned `previous` into `self`; returns the events
    /// this adds (keyboard notifications) and whether a visible popover changed size.
    mutating func settle(after previous: Scene) -> (events: [SceneEvent], resized: Bool) {
        var resized = false
        for (i, presentation) in state.presentations.enumerated() {
            guard case .popover(var shown) = presentation,
                let old = previous.visiblePopover(shown.popover)?.presentation, old.presented == shown.presented
            else { continue }
            let was = previous.naturalPopoverSize(shown.presented)
            let now = naturalPopoverSize(shown.presented)
            guard was != now else { continue }
            var next = PopoverSizing.clamped(now)
            if quirkApplies(to: shown.presented, previous: previous) { next.height = max(next.height, shown.contentSize.height) }  // POP-08
            shown.contentSize = next
            state.presentations[i] = .popover(shown)
            state.popovers[shown.popover]?.contentSize = next  // POP-05: adopted as popoverContentSize
            resized = resized || next != old.contentSize
        }
        guard let responder = state.firstResponder, !isOnScreen(responder) else { return ([], resized) }
        return (hideKeyboard().events, resized)
    }

    /// POP-08: under the iOS 6 profile, a push or pop inside a navigation controller shown in a
    /// popover changes the width but grows the height only, unless the navigation controller sets
    /// its own size on didShow (`exactPopoverSizing`) or has an explicit size.
    func quirkApplies(to content: String, previous: Scene) -> Bool {
        guard document.profile == .iOS6, let spec = index.controllers[content], case .navigation(let options) = spec.kind,
            !options.exactPopoverSizing, state.popoverSizes[content] == nil, spec.contentSizeForViewInPopover == nil,
            case .navigation(let was) = previous.hierarchy.container(content),
            case .navigation(let now) = hierarchy.container(content)
        else { return false }
        return was.last != now.last
    }
}
