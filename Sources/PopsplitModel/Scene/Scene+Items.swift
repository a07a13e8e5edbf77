/// Bar button items enabled and disabled (POP-35; seed 001: while a popover is showing "you should
/// probably disable the UIBarButtonItem that summoned it").
extension Scene {
    /// Sets item `id`'s `enabled`: a disabled item is drawn dimmed and takes no taps. No events.
    /// Result: `item`, `enabled`.
    mutating func setItemEnabled(_ id: String, enabled: Bool) throws(ModelError) -> Step {
        guard index.items[id] != nil else { throw ModelError.unknown(id, .barButtonItem) }
        state.itemsEnabled[id] = enabled
        return Step(events: [], result: [Field(.item, .string(id)), Field(.enabled, .bool(enabled))])
    }
}
