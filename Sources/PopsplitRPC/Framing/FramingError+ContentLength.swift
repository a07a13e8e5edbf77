/// Classifying framing problems for the header parser.
extension FramingError.Kind {
    /// Whether this problem makes the announced body length unusable.
    var isContentLengthProblem: Bool {
        if case .invalidContentLength = self { return true }
        return false
    }
}
