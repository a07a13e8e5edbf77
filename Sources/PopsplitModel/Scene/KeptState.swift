/// The parts of a scene's state that a restore keeps as they are, because the snapshot it
/// restores leaves them out (a JSON snapshot written without `popovers` or `splitChildren`).
public struct KeptState: OptionSet, Sendable, Equatable {
    /// The raw bits.
    public let rawValue: Int

    /// A set of kept parts.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The popover controllers alive (POP-01).
    public static let popovers = KeptState(rawValue: 1 << 0)
    /// The master and detail of every split view controller (SPL-11).
    public static let splitChildren = KeptState(rawValue: 1 << 1)
}
