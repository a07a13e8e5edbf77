/// Bounds-checked element access, so no index from input can crash the model.
extension Array {
    /// The element at `i`, or `nil` when `i` is out of range.
    func element(at i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
