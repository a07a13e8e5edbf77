/// What a ``FrameDecoder`` found in the bytes fed to it.
public enum FrameEvent: Sendable, Equatable {
    /// One complete message body (the bytes of one JSON text, not yet parsed).
    case message([UInt8])
    /// A malformed frame: the caller answers it with a -32700 response whose id is null. The
    /// decoder has already resynchronised.
    case error(FramingError)
    /// The input ended inside a frame (reported by ``FrameDecoder/finish()`` only): the caller
    /// logs it and exits cleanly; nothing is answered.
    case truncated(FramingError)
}
