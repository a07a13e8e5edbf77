/// The application's background and foreground transitions (ROT-04).
extension Scene {
    /// Whether the app is in the background.
    public var isBackgrounded: Bool { state.backgrounded }

    /// `applicationWillResignActive:` and its notification, `applicationDidEnterBackground:`, then
    /// the `UIApplicationDidEnterBackgroundNotification` apps observe (POP-34), and the popovers
    /// that opted in are dismissed there; an error when the app already is in the background.
    /// UIKit posts each notification right after the delegate's message of the same moment.
    mutating func enterBackground() throws(ModelError) -> CommandOutcome {
        guard !state.backgrounded else { throw ModelError.state(.alreadyInBackground) }
        state.backgrounded = true
        var events: [SceneEvent] = [
            .app(.applicationWillResignActive), .app(.uiApplicationWillResignActiveNotification), .app(.applicationDidEnterBackground),
            .app(.uiApplicationDidEnterBackgroundNotification),
        ]
        var dismissed: [String] = []
        for shown in state.presentations.compactMap(\.popover) where state.popovers[shown.popover]?.dismissOnBackground == true {
            guard visiblePopover(shown.popover) != nil else { continue }
            events += try dismissPopover(shown.popover, animated: false, byUser: false).events  // ROT-04, opt-in
            dismissed.append(shown.popover)
        }
        var result = [Field(.backgrounded, .bool(true))]
        if !dismissed.isEmpty { result.append(Field(.dismissedPopovers, .strings(dismissed))) }
        return .done(events: events, result: result)
    }

    /// `applicationWillEnterForeground:` then `applicationDidBecomeActive:`, each followed by its
    /// notification; an error when the app is not in the background.
    mutating func enterForeground() throws(ModelError) -> CommandOutcome {
        guard state.backgrounded else { throw ModelError.state(.notInBackground) }
        state.backgrounded = false
        return .done(
            events: [
                .app(.applicationWillEnterForeground), .app(.uiApplicationWillEnterForegroundNotification), .app(.applicationDidBecomeActive),
                .app(.uiApplicationDidBecomeActiveNotification),
            ],
            result: [Field(.backgrounded, .bool(false))])
    }
}
