/// How messages are delimited on a byte stream.
public enum FramingMode: Sendable, Equatable {
    /// The LSP base protocol: `Name: value\r\n` header lines, a blank line, then a body of
    /// `Content-Length` bytes. What editors speak.
    case contentLength
    /// Newline-delimited JSON: one compact message per line. What scripts and shells speak.
    case newline
}
