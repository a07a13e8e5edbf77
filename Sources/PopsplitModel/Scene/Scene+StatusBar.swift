/// The in-call status bar: 40 pt instead of 20; the application frame starts 20 lower and is 20
/// shorter; everything is laid out again and visible popovers placed again.
extension Scene {
    /// Shows or hides the in-call status bar. Events when it changes:
    /// `application:willChangeStatusBarFrame:` {newStatusBarFrame}, then
    /// `application:didChangeStatusBarFrame:` {oldStatusBarFrame} (the app delegate).
    mutating func setInCallStatusBar(_ visible: Bool) -> Step {
        var result = [Field("inCallStatusBar", .bool(visible))]
        guard visible != state.inCallStatusBar else { return Step(result: result) }
        let width = ScreenMetrics.screen(state.orientation).width
        let frame = { (inCall: Bool) in
            Rect(x: 0, y: 0, width: width, height: ScreenMetrics.statusBarFrameHeight(statusBarHidden: false, inCall: inCall))
        }
        state.inCallStatusBar = visible
        result.append(AnimationMetrics.field(kind: "statusBar", duration: AnimationMetrics.statusBar))
        return Step(events: [
            SceneEvent("application:willChangeStatusBarFrame:", target: nil, fields: [Field("newStatusBarFrame", .rect(frame(visible)))]),
            SceneEvent("application:didChangeStatusBarFrame:", target: nil, fields: [Field("oldStatusBarFrame", .rect(frame(!visible)))]),
        ], result: result)
    }
}
