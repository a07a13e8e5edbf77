/// Follows the frames a client sends on a WebSocket through the raw bytes, far enough to read
/// each frame's header (the payload is skipped, not kept): RFC 6455 5.1 says a server must close
/// the connection when a client's frame is not masked, which the WebSocket library does not
/// check. Pure; each call's loop is bounded by the bytes given.
struct WebSocketFrameScanner: Sendable, Equatable {
    /// The current frame header's bytes read so far (at most 14: 2, 8 of length, 4 of mask).
    var header: [UInt8] = []
    /// The current frame's payload bytes still to skip.
    var payloadLeft: UInt64 = 0

    /// Reads the next `bytes` of the stream; answers the offset in `bytes` where an unmasked
    /// frame begins (0 when its header began in earlier bytes), or nil when every frame so far
    /// is masked. After a non-nil answer the scanner is not to be used again.
    mutating func firstUnmaskedFrame(in bytes: some RandomAccessCollection<UInt8>) -> Int? {
        var offset = 0
        let count = bytes.count
        var index = bytes.startIndex
        while offset < count {
            if payloadLeft > 0 {
                let skip = Int(min(payloadLeft, UInt64(count - offset)))
                payloadLeft -= UInt64(skip)
                offset += skip
                index = bytes.index(index, offsetBy: skip)
                continue
            }
            header.append(bytes[index])
            offset += 1
            index = bytes.index(after: index)
            guard header.count >= 2 else { continue }
            if header.count == 2, header[1] & 0x80 == 0 { return max(0, offset - 2) }
            let shortLength = header[1] & 0x7F
            let lengthBytes = shortLength == 127 ? 8 : (shortLength == 126 ? 2 : 0)
            guard header.count == 2 + lengthBytes + 4 else { continue }
            var length = UInt64(shortLength)
            if lengthBytes > 0 {
                length = header[2..<(2 + lengthBytes)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            }
            payloadLeft = length
            header.removeAll(keepingCapacity: true)
        }
        return nil
    }
}
