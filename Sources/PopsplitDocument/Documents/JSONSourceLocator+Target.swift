extension JSONSourceLocator {
    /// What a lookup points at.
    public enum Target: Sendable, Hashable {
        /// The value's first character.
        case value
        /// The opening quote of the key naming the value (for an object member).
        case key
    }
}
