/// Why the bytes on the stream could not be cut into a message.
public struct FramingError: Error, Sendable, Equatable, CustomStringConvertible {
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
        case .lineTooLong(let limit):
            return "framing error: a line longer than the limit of \(limit) bytes"
        case .truncated(let expected, let received):
            if expected == 0 { return "input ended inside a header section (\(received) bytes)" }
            return "input ended inside a message: \(received) of \(expected) bytes received"
        }
    }
}
