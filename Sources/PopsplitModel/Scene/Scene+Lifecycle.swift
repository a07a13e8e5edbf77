/// The application's background and foreground transitions (ROT-04).
extension Scene {
    /// Whether the app is in the background.
    public var isBackgrounded: Bool { state.backgrounded }

    /// `applicationWillResignActive:` then `applicationDidEnterBackground:`; an error when the
    /// app already is in the background.
    mutating func enterBackground() throws(ModelError) -> CommandOutcome {
        guard !state.backgrounded else { throw ModelError.state("the app is already in the background") }
        state.backgrounded = true
        return .done(events: [.app("applicationWillResignActive:"), .app("applicationDidEnterBackground:")],
                     result: [Field("backgrounded", .bool(true))])
    }

    /// `applicationWillEnterForeground:` then `applicationDidBecomeActive:`; an error when the app
    /// is not in the background.
    mutating func enterForeground() throws(ModelError) -> CommandOutcome {
        guard state.backgrounded else { throw ModelError.state("the app is not in the background") }
        state.backgrounded = false
        return .done(events: [.app("applicationWillEnterForeground:"), .app("applicationDidBecomeActive:")],
                     result: [Field("backgrounded", .bool(false))])
    }
}
