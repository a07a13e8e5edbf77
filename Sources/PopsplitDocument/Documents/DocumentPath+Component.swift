extension DocumentPath {
    /// One step of a ``DocumentPath``.
    public enum Component: Sendable, Hashable {
        /// The member named by this key, in an object.
        case key(String)
        /// The element at this 0-based index, in an array.
        case index(Int)
    }
}
