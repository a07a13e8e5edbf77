#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a byte stream into message bodies, incrementally: feed chunks of any size (down to one
/// byte) and take the complete messages out.
///
/// The framing is detected from the first non-whitespace byte of the stream: `{` or `[` means
/// newline-delimited JSON (one message per line, blank lines skipped, `\r\n` tolerated); anything
/// else means the LSP base protocol (header lines `Name: value\r\n`, a blank line, a body of
/// `Content-Length` BYTES; header names in any case; `Content-Type` and unknown headers ignored).
///
/// Resynchronisation after an error (protocol.md, section 2):
/// 1. A frame whose header section is sound but whose body is above the cap is skipped whole by
///    its length: the decoder keeps its place.
/// 2. Any other problem in a header section (a line that is not `Name: value`, a bare CR, an
///    invalid or second different `Content-Length`, a `Content-Length:` that does not start its
///    line, no `Content-Length` at all, a section above the cap) is reported at once and the
///    decoder looks for the next `Content-Length:` (any case), wherever it starts, from the
///    byte after the start of the offending line (after the blank line for a section without
///    `Content-Length`). So the junk a broken frame leaves (a length too short or counted in
///    characters, a header ending in a bare CR) never swallows the well-formed frame after it,
///    even when it runs straight into that frame's header.
public struct FrameDecoder: Sendable {
    /// The default cap on a header section, in bytes.
    public static let defaultMaxHeaderBytes = 8 * 1024
    /// The default cap on a message body (or line), in bytes.
    public static let defaultMaxBodyBytes = 64 * 1024 * 1024

    /// The framing of the stream, once detected (or as forced at creation).
    public internal(set) var mode: FramingMode?
    /// The cap on a header section, in bytes.
    public let maxHeaderBytes: Int
    /// The cap on one message body, in bytes.
    public let maxBodyBytes: Int

    /// Bytes received and not yet consumed start at `start`.
    var buffer: [UInt8] = []
    /// Index of the first unconsumed byte of `buffer`.
    var start = 0
    /// Index from which to continue looking for a newline (bytes before it hold none).
    var scan = 0
    /// Where the decoder stands.
    var state: FrameDecoderState

    /// A decoder; `mode` forces a framing instead of detecting it.
    public init(
        mode: FramingMode? = nil, maxHeaderBytes: Int = FrameDecoder.defaultMaxHeaderBytes,
        maxBodyBytes: Int = FrameDecoder.defaultMaxBodyBytes
    ) {
        self.mode = mode
        self.maxHeaderBytes = max(16, maxHeaderBytes)
        self.maxBodyBytes = max(1, maxBodyBytes)
        state = FrameDecoder.initialState(for: mode)
    }

    /// The state that starts a stream of a framing (or detects it).
    static func initialState(for mode: FramingMode?) -> FrameDecoderState {
        switch mode {
        case nil: return .detecting
        case .contentLength: return .headers(HeaderSection())
        case .newline: return .lines
        }
    }

    // MARK: Feeding

    /// Takes the next chunk of the stream; returns the messages and errors it completes, in order.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [FrameEvent] {
        buffer.append(contentsOf: bytes)
        return drain()
    }

    /// Takes the next chunk of the stream; returns the messages and errors it completes, in order.
    public mutating func feed(_ bytes: [UInt8]) -> [FrameEvent] {
        buffer.append(contentsOf: bytes)
        return drain()
    }

    /// Takes the next chunk of the stream (UTF-8 of a string); returns what it completes.
    public mutating func feed(_ text: String) -> [FrameEvent] {
        feed(Array(text.utf8))
    }

    /// Processes the buffer and forgets the consumed bytes.
    private mutating func drain() -> [FrameEvent] {
        var events: [FrameEvent] = []
        while step(into: &events) {}
        compact()
        return events
    }

    /// Drops consumed bytes when cheap (all consumed) or worthwhile (more than half, over 64 KiB).
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
            scan = 0
        } else if start > 1 << 16, start > buffer.count / 2 {
            buffer.removeFirst(start)
            scan -= start
            start = 0
        }
    }

    // MARK: End of input

    /// Ends the stream: returns a last unterminated line (newline mode) or reports input that
    /// ended inside a frame. The decoder is then empty and ready for a new stream of the same
    /// framing.
    public mutating func finish() -> [FrameEvent] {
        var events: [FrameEvent] = []
        let pending = buffer[start...]
        let hasContent = pending.contains { !FrameDecoder.isWhitespace($0) }
        switch state {
        case .detecting, .hunting, .skippingLine, .discarding:
            break
        case .headers(let section):
            if section.sawHeader || hasContent {
                events.append(.truncated(FramingError(.truncated(expected: 0, received: section.bytes + pending.count))))
            }
        case .body(let length):
            events.append(.truncated(FramingError(.truncated(expected: length, received: pending.count))))
        case .lines:
            if hasContent {
                let line = FrameDecoder.droppingCarriageReturn(pending)
                if line.count > maxBodyBytes {
                    events.append(.error(FramingError(.bodyTooLarge(length: line.count, limit: maxBodyBytes))))
                } else {
                    events.append(.message(Array(line)))
                }
            }
        }
        buffer.removeAll()
        start = 0
        scan = 0
        state = FrameDecoder.initialState(for: mode)
        return events
    }

    // MARK: Byte helpers

    /// Whether a byte is JSON whitespace (space, tab, CR, LF).
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// A line without its trailing `\r`, if any.
    static func droppingCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }

    /// The index of the next `\n` at or after `scan`, or nil (and `scan` moves to the end).
    mutating func nextNewline() -> Int? {
        let count = buffer.count
        guard scan < count else { return nil }
        let found: Int? = buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                let hit = memchr(base + scan, 0x0A, count - scan)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        scan = found.map { $0 + 1 } ?? count
        return found
    }
}
