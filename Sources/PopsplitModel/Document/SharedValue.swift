/// A part of a spec held by reference, so that the spec stays small: a scene holds every
/// controller and view spec twice (the document's tree and the index's table), and parts most
/// specs leave at their default (a navigation item, a bar's look, a table cell's texts) were more
/// than half of each. Immutable: a change makes a new box; a spec keeps `nil`
/// for the default, so the common case allocates nothing.
final class SharedValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    let value: Value

    /// A box holding `value`.
    init(_ value: Value) { self.value = value }

    /// The box for `value`, or `nil` when it is `defaultValue` (which the spec then reads back).
    static func holding(_ value: Value, unless defaultValue: Value) -> SharedValue? {
        value == defaultValue ? nil : SharedValue(value)
    }

    /// Two boxes are equal when their values are.
    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool { lhs === rhs || lhs.value == rhs.value }
}
