/// The lines a diff is made of.
extension TranscriptDiff {
    /// One line of the diff.
    public enum Line: Sendable, Equatable {
        /// In both: 1-based numbers in expected and actual, and the text.
        case same(expected: Int, actual: Int, text: String)
        /// Only in expected: its 1-based number and text.
        case removed(expected: Int, text: String)
        /// Only in actual: its 1-based number and text.
        case added(actual: Int, text: String)
    }
}

/// Classifying diff lines.
extension TranscriptDiff.Line {
    /// Whether the line is only in actual.
    var isAdded: Bool { if case .added = self { return true } else { return false } }
    /// Whether the line is only in expected.
    var isRemoved: Bool { if case .removed = self { return true } else { return false } }
}
