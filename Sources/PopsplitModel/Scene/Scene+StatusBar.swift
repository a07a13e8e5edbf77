/// The in-call status bar: 40 pt instead of 20; the application frame starts 20 lower and is 20
/// shorter; everything is laid out again and visible popovers placed again.
extension Scene {
    /// Shows or hides the in-call status bar. Events when it changes:
    /// `application:willChangeStatusBarFrame:` {newStatusBarFrame}, then
    /// `application:didChangeStatusBarFrame:` {oldStatusBarFrame} (the app delegate).
    mutating func setInCallStatusBar(_ visible: Bool) -> Step {
        var result = [Field(.inCallStatusBar, .bool(visible))]
        guard visible != state.inCallStatusBar else { return Step(result: result) }
        guard !document.statusBarHidden else {  // no status bar: nothing to grow
            state.inCallStatusBar = visible
            return Step(result: result)
        }
        let width = ScreenMetrics.screen(state.orientation).width
        let frame = { (inCall: Bool) in
            Rect(x: 0, y: 0, width: width, height: ScreenMetrics.statusBarFrameHeight(statusBarHidden: false, inCall: inCall))
        }
        state.inCallStatusBar = visible
        reanchorRectPopovers()
        result.append(AnimationMetrics.field(kind: .statusBar, duration: AnimationMetrics.statusBar))
        return Step(
            events: [
                SceneEvent(.applicationWillChangeStatusBarFrame, target: nil, fields: [Field(.newStatusBarFrame, .rect(frame(visible)))]),
                SceneEvent(.applicationDidChangeStatusBarFrame, target: nil, fields: [Field(.oldStatusBarFrame, .rect(frame(!visible)))]),
            ], result: result)
    }

    /// Takes the window anchor of every visible rect-anchored popover again from its view (the
    /// application frame moved under it); a popover whose view left the window keeps its anchor.
    mutating func reanchorRectPopovers() {
        guard state.presentations.contains(where: { $0.isPopover }) else { return }
        let placed = laidOut.placed
        for (i, presentation) in state.presentations.enumerated() {
            guard case .popover(var shown) = presentation, case .rect(let view, let rect, _) = shown.anchor,
                let node = placed.first(where: { $0.node.id == view })?.node.frame
            else { continue }
            shown.anchor = .rect(view: view, rect: rect, window: rect.offsetBy(dx: node.minX, dy: node.minY))
            state.presentations[i] = .popover(shown)
        }
    }
}
