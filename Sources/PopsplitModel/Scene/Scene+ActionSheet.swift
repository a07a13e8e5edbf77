/// Action sheets shown as popovers (POP-26): `showFromBarButtonItem:` (or from a rect) puts the
/// buttons in a popover the system owns; the cancel button is not shown, a tap outside stands
/// for it.
extension Scene {
    /// Shows action sheet `id` from `source` (POP-26). Presenting it from a bar button item makes
    /// the bar a passthrough view, as for any popover. Result: `actionSheet`, `shown`, and the
    /// popover's placement fields.
    mutating func showActionSheet(_ id: String, from source: PopoverSource, animated: Bool) throws(ModelError) -> Step {
        guard index.actionSheets[id] != nil else { throw ModelError.unknown(id, .actionSheet) }
        guard visiblePopover(id) == nil else { throw ModelError.state(.actionSheetShowing(actionSheet: id)) }
        var step = try presentPopover(id, from: source, arrows: ArrowDirection.any, animated: animated)
        step.result = [Field(.actionSheet, .string(id)), Field(.shown, .bool(true))] + step.result.filter { $0.name != .popover && $0.name != .presented }
        return step
    }

    /// Dismisses action sheet `id` with button `index`: `actionSheet:clickedButtonAtIndex:` (a
    /// user's tap only), `actionSheet:willDismissWithButtonIndex:`, the popover leaves,
    /// `actionSheet:didDismissWithButtonIndex:`; sent to the controller that showed it.
    mutating func dismissActionSheet(_ id: String, buttonIndex: Int, clicked: Bool, animated: Bool) throws(ModelError) -> Step {
        guard let sheet = index.actionSheets[id] else { throw ModelError.unknown(id, .actionSheet) }
        guard buttonIndex == -1 || sheet.buttons.indices.contains(buttonIndex) else {
            throw ModelError.state(.noSuchButton(actionSheet: id, index: buttonIndex, count: sheet.buttons.count))
        }
        guard let (_, shown) = visiblePopover(id) else {
            return Step(result: [Field(.actionSheet, .string(id)), Field(.dismissed, .bool(false))])
        }
        let target = shown.presenter
        let index = Field(.buttonIndex, .number(Double(buttonIndex)))
        var events: [SceneEvent] = []
        if clicked { events.append(SceneEvent(.actionSheetClickedButtonAtIndex, target: target, fields: [Field(.actionSheet, .string(id)), index])) }
        events.append(SceneEvent(.actionSheetWillDismissWithButtonIndex, target: target, fields: [Field(.actionSheet, .string(id)), index]))
        events += try dismissPopover(id, animated: animated, byUser: false).events
        events.append(SceneEvent(.actionSheetDidDismissWithButtonIndex, target: target, fields: [Field(.actionSheet, .string(id)), index]))
        return Step(events: events, result: [Field(.actionSheet, .string(id)), Field(.dismissed, .bool(true)), index])
    }
}
