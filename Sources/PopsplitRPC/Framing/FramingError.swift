/// Why the bytes on the stream could not be cut into a message.
public struct FramingError: Error, Sendable, Equatable, CustomStringConvertible {
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
        /// The input ended inside a frame: `expected` bytes announced (0 when the header itself
        /// was incomplete), `received` bytes present.
        case truncated(expected: Int, received: Int)
    }

    /// What went wrong.
    public var kind: Kind

    /// An error of a kind.
    public init(_ kind: Kind) { self.kind = kind }

    /// A one-line explanation, used as the message of the -32700 response.
    public var description: String {
        switch kind {
        case .missingContentLength:
            return "framing error: header section without Content-Length"
        case .invalidContentLength(let value):
            return "framing error: invalid Content-Length \"\(value)\""
        case .malformedHeaderLine(let line):
            return "framing error: malformed header line \"\(line)\""
        case .headerTooLong(let limit):
            return "framing error: header section longer than \(limit) bytes"
        case .bodyTooLarge(let length, let limit):
            return "framing error: message of \(length) bytes exceeds the limit of \(limit) bytes"
        case .truncated(let expected, let received):
            if expected == 0 { return "input ended inside a header section (\(received) bytes)" }
            return "input ended inside a message: \(received) of \(expected) bytes received"
        }
    }
}
