/// The outcome of placing one popover: the chosen side and every side considered
/// (protocol.md section 9.9).
public struct PlacementResult: Sendable, Hashable {
    /// The chosen side (rank 1).
    public var chosen: PlacementCandidate
    /// The four sides in the order tried (up, down, left, right), permitted or not.
    public var candidates: [PlacementCandidate]
    /// The area the popover had to stay in: bounds less margins (STEP 1).
    public var area: Rect
    /// Whether the margins were ignored on some axis because they left too little room (POP-11).
    public var marginsIgnored: Bool
}
