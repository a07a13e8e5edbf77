import PopsplitJSON

/// The bytes the transport writes next: every reply and notification produced since the last
/// write (all the messages of one read of input, the work of a tick or of the side channel),
/// framed as soon as the session returns them, serialised into buffers whose capacity is reused
/// from write to write (no intermediate arrays per message).
///
/// The transport writes it whole before it blocks (before `poll`), before it exits, and as soon
/// as it holds ``chunkBytes`` or more (``isFull``), so one read's replies go out in one `write`
/// per 64 KiB; a message is never split between two writes' worth of appends.
struct OutputBuffer {
    /// The framed bytes to write.
    private(set) var bytes: [UInt8] = []
    /// Working space for one message's body (Content-Length needs the size before the body).
    private var scratch: [UInt8] = []

    /// Capacity kept between reads, in bytes; a buffer grown beyond it (a huge layout) is freed.
    static let keptCapacity = 1 << 20
    /// The size at which the buffer is written without waiting for the end of the read: 64 KiB.
    static let chunkBytes = 64 * 1024

    /// Whether nothing waits to be written.
    var isEmpty: Bool { bytes.isEmpty }

    /// Whether the buffer holds ``chunkBytes`` or more and should be written now.
    var isFull: Bool { bytes.count >= OutputBuffer.chunkBytes }

    /// Frames and appends `messages` with `encoder`.
    mutating func append(_ messages: [OutgoingMessage], encoder: FrameEncoder) {
        for message in messages { encoder.append(message, to: &bytes, scratch: &scratch) }
    }

    /// Frames and appends `messages` with `encoder`, handing the bytes to `write` whenever they
    /// reach ``chunkBytes`` (after the message that crossed it, so each write ends on a message's
    /// end); false as soon as `write` fails (the bytes it was given are then kept).
    mutating func append(_ messages: [OutgoingMessage], encoder: FrameEncoder, writingFullChunksTo write: ([UInt8]) -> Bool) -> Bool {
        for message in messages {
            encoder.append(message, to: &bytes, scratch: &scratch)
            if isFull {
                guard write(bytes) else { return false }
                clear()
            }
        }
        return true
    }

    /// Forgets the bytes once written, keeping reasonable capacity.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: bytes.capacity <= OutputBuffer.keptCapacity)
        if scratch.capacity > OutputBuffer.keptCapacity { scratch = [] }
    }
}
