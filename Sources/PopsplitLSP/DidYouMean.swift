import PopsplitJSON

/// The name a diagnostic's message suggests: the reader ends a message with
/// ` (did you mean "<name>"?)` (the name as a JSON string) when it found a close one
/// (protocol.md, section 8.11).
enum DidYouMean {
    /// The words before the name.
    static let opening = " (did you mean "
    /// The words after it.
    static let closing = "?)"

    /// The suggested name in `message`, if it ends with a suggestion.
    static func suggestion(in message: String) -> String? {
        guard message.hasSuffix(closing) else { return nil }
        let body = message.dropLast(closing.count)
        guard let start = body.ranges(of: opening).last else { return nil }
        let quoted = body[start.upperBound...]
        guard let value = try? JSONCodec.parse(String(quoted)), let name = value.stringValue else { return nil }
        return name
    }
}
