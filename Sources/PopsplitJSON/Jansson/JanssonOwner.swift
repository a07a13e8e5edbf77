import CJansson

/// Owns one reference to a jansson value and releases it (`json_decref`) when it goes away.
///
/// Non-copyable, so the reference is released exactly once. The pointer is only lent to a
/// closure, never returned: reading a borrowed pointer out of a temporary owner would be a
/// use-after-free once the owner dies at the end of the expression.
struct JanssonOwner: ~Copyable {
    /// The owned value.
    private let pointer: UnsafeMutablePointer<json_t>

    /// Takes over a reference the caller owns (from `json_loadb` or a `json_*` constructor).
    init(adopting pointer: UnsafeMutablePointer<json_t>) {
        self.pointer = pointer
    }

    /// Lends the value to `body`; the pointer must not escape it.
    func withBorrowed<R, E: Error>(_ body: (UnsafeMutablePointer<json_t>) throws(E) -> R) throws(E) -> R {
        try body(pointer)
    }

    /// Releases the reference (the whole tree when it was the last one).
    deinit {
        json_decref(pointer)
    }
}
