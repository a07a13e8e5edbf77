/// Classifying diff lines.
extension TranscriptDiff.Line {
    /// Whether the line is only in actual.
    var isAdded: Bool { if case .added = self { return true } else { return false } }
    /// Whether the line is only in expected.
    var isRemoved: Bool { if case .removed = self { return true } else { return false } }
}
