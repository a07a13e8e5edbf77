/// The kinds of framing failure.
extension FramingError {
    /// The kinds of framing failure.
    public enum Kind: Sendable, Equatable {
        /// A header section ended without a `Content-Length` header.
        case missingContentLength
        /// `Content-Length` was not a non-negative decimal integer, or two disagreed.
        case invalidContentLength(String)
        /// A header line was not `Name: value` (the offending line, shortened).
        case malformedHeaderLine(String)
        /// The header section grew past the decoder's cap (in bytes) without ending.
        case headerTooLong(limit: Int)
        /// A body (or newline-delimited line) is longer than the decoder's cap, in bytes.
        case bodyTooLarge(length: Int, limit: Int)
        /// A newline-delimited line is longer than the decoder's cap, in bytes (its length is not
        /// known when it is refused: the rest of the line is skipped unread).
        case lineTooLong(limit: Int)
        /// The input ended inside a frame: `expected` bytes announced (0 when the header itself
        /// was incomplete), `received` bytes present.
        case truncated(expected: Int, received: Int)
    }
}
