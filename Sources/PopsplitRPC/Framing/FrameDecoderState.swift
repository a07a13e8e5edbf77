/// Where a ``FrameDecoder`` stands in the byte stream (internal).
enum FrameDecoderState: Sendable {
    /// Skipping leading whitespace until the first byte tells the framing.
    case detecting
    /// Content-Length mode: reading a header section.
    case headers(HeaderSection)
    /// Content-Length mode: waiting for a body of this many bytes.
    case body(length: Int)
    /// Content-Length mode: skipping the rest of a well-delimited bad frame (bytes left).
    case discarding(remaining: Int)
    /// Content-Length mode, lost after a broken header: looking for the next `Content-Length`.
    case hunting
    /// Newline mode: reading lines.
    case lines
    /// Newline mode: skipping an overlong line up to its newline.
    case skippingLine
}
