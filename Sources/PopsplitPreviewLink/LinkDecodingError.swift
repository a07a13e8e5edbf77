/// Why bytes on the page server's pipe are not frames; the pipe is then given up (the daemon stops
/// the page server, the page server exits), since nothing after a bad frame can be trusted.
public enum LinkDecodingError: Error, Equatable, Sendable {
    /// A frame announced more bytes than the reader accepts (``LinkDecoder/maximumFrameBytes``).
    case frameTooLarge(Int)
    /// A frame of an unknown kind, or a kind this side does not take.
    case unknownKind(UInt8)
    /// A frame whose fields do not fill it exactly (cut short, or bytes left over).
    case malformed(kind: UInt8)
}
