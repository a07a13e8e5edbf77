import PopsplitJSON

/// The bytes the transport writes next: the replies to one incoming message (or to a tick),
/// framed as soon as the session returns them, serialised into buffers whose capacity is reused
/// from write to write (no intermediate arrays per message).
struct OutputBuffer {
    /// The framed bytes to write.
    private(set) var bytes: [UInt8] = []
    /// Working space for one message's body (Content-Length needs the size before the body).
    private var scratch: [UInt8] = []

    /// Capacity kept between reads, in bytes; a buffer grown beyond it (a huge layout) is freed.
    static let keptCapacity = 1 << 20

    /// Whether nothing waits to be written.
    var isEmpty: Bool { bytes.isEmpty }

    /// Frames and appends `messages` with `encoder`.
    mutating func append(_ messages: [JSONValue], encoder: FrameEncoder) {
        for message in messages { encoder.append(message, to: &bytes, scratch: &scratch) }
    }

    /// Forgets the bytes once written, keeping reasonable capacity.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: bytes.capacity <= OutputBuffer.keptCapacity)
        if scratch.capacity > OutputBuffer.keptCapacity { scratch = [] }
    }
}
