/// The software keyboard: first responders, `keyboard/show` and `keyboard/hide`, and UIKit's
/// keyboard notifications. Visible popovers move or shrink to clear it (the layout's placement
/// bounds end at its top); a form sheet in landscape is raised.
extension Scene {
    /// Whether a view of `kind` becomes first responder when tapped.
    static func takesText(_ kind: ViewKind) -> Bool { kind == .textField || kind == .textView || kind == .searchBar }

    /// Makes `responder` (a visible text field, text view or search bar) first responder and shows
    /// the keyboard; `nil` shows the keyboard alone. Events when it was hidden:
    /// `UIKeyboardWillShowNotification`, `UIKeyboardDidShowNotification`.
    mutating func showKeyboard(responder: String?) throws(ModelError) -> Step {
        if let responder {
            guard let view = index.views[responder] else { throw ModelError.unknown(responder, .view) }
            guard Scene.takesText(view.kind) else {
                throw ModelError.state(.takesNoText(view: responder, kind: view.kind))
            }
            guard isOnScreen(responder) else { throw ModelError.state(.notOnScreen(view: responder)) }
            state.firstResponder = responder
        }
        var result = [Field(.keyboard, .bool(true)), Field(.firstResponder, state.firstResponder.map { .string($0) } ?? .null)]
        guard !state.keyboardShown else { return Step(result: result) }
        state.keyboardShown = true
        result.append(AnimationMetrics.field(kind: .keyboard, duration: AnimationMetrics.keyboard))
        return Step(events: keyboardEvents(showing: true), result: result)
    }

    /// Resigns the first responder and hides the keyboard. Events when it showed:
    /// `UIKeyboardWillHideNotification`, `UIKeyboardDidHideNotification`.
    mutating func hideKeyboard() -> Step {
        state.firstResponder = nil
        var result = [Field(.keyboard, .bool(false)), Field(.firstResponder, .null)]
        guard state.keyboardShown else { return Step(result: result) }
        state.keyboardShown = false
        result.append(AnimationMetrics.field(kind: .keyboard, duration: AnimationMetrics.keyboard))
        return Step(events: keyboardEvents(showing: false), result: result)
    }

    /// UIKit's will/did notifications for the keyboard, with its frames (window coordinates) and
    /// the animation's duration; target `null` (posted to the app).
    func keyboardEvents(showing: Bool) -> [SceneEvent] {
        let shown = ScreenMetrics.keyboardFrame(state.orientation)
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        let fields = [
            Field(.frameBegin, .rect(showing ? hidden : shown)), Field(.frameEnd, .rect(showing ? shown : hidden)),
            Field(.animationDuration, .number(AnimationMetrics.keyboard)),
        ]
        return [
            SceneEvent(showing ? .uiKeyboardWillShowNotification : .uiKeyboardWillHideNotification, target: nil, fields: fields),
            SceneEvent(showing ? .uiKeyboardDidShowNotification : .uiKeyboardDidHideNotification, target: nil, fields: fields),
        ]
    }

    /// Whether view `id` is in the window: its controller is visible and neither it nor a superview
    /// is hidden.
    func isOnScreen(_ id: String) -> Bool {
        guard let owner = index.owners[id], hierarchy.visibleControllers.contains(owner) else { return false }
        return laidOut.placed.contains { $0.node.id == id }
    }
}
