/// Resynchronisation (protocol.md, section 2): after a problem in a header section, the decoder
/// looks for the next `Content-Length:` wherever it starts, so that junk never swallows the
/// well-formed frame after it.
extension FrameDecoder {
    /// Where a header section may start: `content-length:` in any case (resynchronisation looks
    /// for it wherever it starts).
    static let contentLengthHeader = Array("content-length:".utf8)

    /// Reports `problem` and looks for the next `Content-Length:` from the byte after `lineStart`
    /// (the start of the current line when not given).
    mutating func abandon(_ problem: FramingError, from lineStart: Int? = nil, into events: inout [FrameEvent]) {
        events.append(.error(problem))
        start = (lineStart ?? start) + 1
        scan = start
        state = .hunting
    }

    /// The index of the first CR at or after `from` and before `limit` (the line's LF, or the end
    /// of the buffer) that is followed by a byte other than LF; nil when there is none yet.
    func bareCarriageReturn(from: Int, before limit: Int) -> Int? {
        var index = from
        while index + 1 < min(limit + 1, buffer.count) {
            if buffer[index] == 0x0D, buffer[index + 1] != 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// Looks for the next `Content-Length:` (any case), wherever it starts, and restarts header
    /// parsing there; keeps the last bytes that may begin one when none is found yet.
    mutating func hunt() -> Bool {
        if let found = FrameDecoder.headerStart(in: buffer[start...]) {
            start = found
            scan = found
            state = .headers(HeaderSection())
            return true
        }
        start = max(start, buffer.count - (FrameDecoder.contentLengthHeader.count - 1))
        scan = start
        return false
    }

    /// The index of the first `content-length:` (any case) in `bytes`, or nil.
    static func headerStart(in bytes: ArraySlice<UInt8>) -> Int? {
        let name = contentLengthHeader
        guard bytes.count >= name.count else { return nil }
        var index = bytes.startIndex
        let last = bytes.endIndex - name.count
        while index <= last {
            if HeaderSection.lower(bytes[index]) == name[0] {
                var matched = 1
                while matched < name.count, HeaderSection.lower(bytes[index + matched]) == name[matched] { matched += 1 }
                if matched == name.count { return index }
            }
            index += 1
        }
        return nil
    }
}
