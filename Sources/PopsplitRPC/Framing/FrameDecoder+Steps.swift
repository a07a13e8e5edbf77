#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The decoder's state machine: one step at a time over the buffered bytes.
extension FrameDecoder {
    /// The name of the one header the decoder reads, in lowercase.
    static let contentLengthName = Array("content-length".utf8)

    /// The start of the common header, `Content-Length: `, as clients spell it.
    static let commonHeaderName = Array("Content-Length: ".utf8)

    /// Advances by one step; returns false when more input is needed.
    mutating func step(into events: inout [FrameEvent]) -> Bool {
        switch state {
        case .detecting: return detect()
        case .headers(let section):
            if section.bytes == 0, readCommonHeader() { return true }
            return readHeaderLine(section, into: &events)
        case .body(let length): return readBody(length: length, into: &events)
        case .discarding(let remaining): return discard(remaining: remaining)
        case .hunting: return hunt()
        case .lines: return readLine(into: &events)
        case .skippingLine: return skipLine()
        }
    }

    // MARK: Detection

    /// Skips whitespace, then picks the framing from the first significant byte.
    private mutating func detect() -> Bool {
        while start < buffer.count, FrameDecoder.isWhitespace(buffer[start]) { start += 1 }
        scan = start
        guard start < buffer.count else { return false }
        let first = buffer[start]
        let detected: FramingMode =
            first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .newline : .contentLength
        mode = detected
        state = FrameDecoder.initialState(for: detected)
        return true
    }

    // MARK: Content-Length mode

    /// The header every client writes, `Content-Length: N\r\n\r\n` exactly, read in one step
    /// (the general path reads it line by line to the same result). False, with nothing
    /// consumed, for anything else: other spellings, more headers, a partial header, a length
    /// beyond the caps; the general path then takes over.
    private mutating func readCommonHeader() -> Bool {
        let name = FrameDecoder.commonHeaderName
        let found: (length: Int, size: Int)? = buffer.withUnsafeBufferPointer { bytes in
            var index = start + name.count
            guard index < bytes.count, let base = bytes.baseAddress, memcmp(base + start, name, name.count) == 0 else { return nil }
            var length = 0
            let digitsStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), index - digitsStart < 15 {
                length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > digitsStart, index + 4 <= bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A,
                bytes[index + 2] == 0x0D, bytes[index + 3] == 0x0A
            else { return nil }
            return (length, index + 4 - start)
        }
        guard let found, found.size <= maxHeaderBytes, found.length <= maxBodyBytes else { return false }
        start += found.size
        scan = start
        state = .body(length: found.length)
        return true
    }

    /// Reads one header line; at the blank line, decides what the frame's body is. A problem in
    /// a line (not `Name: value`, a bad or second different `Content-Length`, a bare CR, a
    /// `Content-Length:` that does not start the line) abandons the section at once: it is
    /// reported, and the decoder looks for the next `Content-Length:` from the byte after the
    /// start of that line.
    private mutating func readHeaderLine(_ current: HeaderSection, into events: inout [FrameEvent]) -> Bool {
        var section = current
        let checked = scan
        // The line's first problem in byte order, however the bytes arrive: a bare CR is known at
        // the byte after it, a section over the cap at its first byte past the cap (`allowed`
        // bytes from the line's start, its newline counted).
        let lineStart = start
        let allowed = maxHeaderBytes - section.bytes
        let newline = nextNewline()
        let end = newline.map { $0 + 1 } ?? buffer.count
        let carriageReturn = bareCarriageReturn(from: max(start, min(checked, end) - 1), before: newline ?? buffer.count)
        let overAt = end - lineStart > allowed ? lineStart + allowed : nil
        if let carriageReturn, overAt.map({ carriageReturn + 1 < $0 }) ?? true {
            abandon(FramingError(.malformedHeaderLine(HeaderSection.quote(buffer[lineStart...carriageReturn]))), from: lineStart, into: &events)
            return true
        }
        if overAt != nil {
            abandon(FramingError(.headerTooLong(limit: maxHeaderBytes)), from: lineStart, into: &events)
            return true
        }
        guard let newline else { return false }
        let line = FrameDecoder.droppingCarriageReturn(buffer[start..<newline])
        section.bytes += newline + 1 - start
        start = newline + 1
        if line.isEmpty {
            if section.sawHeader { endHeaderSection(section, into: &events) }
            return true
        }
        if FrameDecoder.headerStart(in: line.dropFirst()) != nil {
            abandon(FramingError(.malformedHeaderLine(HeaderSection.quote(line))), from: lineStart, into: &events)
        } else if let problem = section.consume(line: line) {
            abandon(problem, from: lineStart, into: &events)
        } else {
            state = .headers(section)
        }
        return true
    }

    /// Chooses what follows a complete header section (whose lines were all sound): the body, a
    /// skip, or a hunt.
    private mutating func endHeaderSection(_ section: HeaderSection, into events: inout [FrameEvent]) {
        if let length = section.contentLength {
            if length > maxBodyBytes {
                events.append(.error(FramingError(.bodyTooLarge(length: length, limit: maxBodyBytes))))
                state = .discarding(remaining: length)
            } else {
                state = .body(length: length)
            }
        } else {
            events.append(.error(FramingError(.missingContentLength)))
            state = .hunting
        }
    }

    /// Emits the body once all its bytes are buffered.
    private mutating func readBody(length: Int, into events: inout [FrameEvent]) -> Bool {
        guard buffer.count - start >= length else { return false }
        events.append(.message(Array(buffer[start..<(start + length)])))
        start += length
        scan = start
        state = .headers(HeaderSection())
        return true
    }

    /// Skips the bytes of a bad but well-delimited frame.
    private mutating func discard(remaining: Int) -> Bool {
        let taken = min(remaining, buffer.count - start)
        start += taken
        scan = start
        if taken == remaining {
            state = .headers(HeaderSection())
            return true
        }
        state = .discarding(remaining: remaining - taken)
        return false
    }

    // MARK: Newline mode

    /// Emits the next complete non-blank line.
    private mutating func readLine(into events: inout [FrameEvent]) -> Bool {
        guard let newline = nextNewline() else {
            // A CR at the end may be the line's own ending: it is not counted yet.
            let pending = buffer.count - start - (buffer.last == 0x0D ? 1 : 0)
            if pending > maxBodyBytes {
                events.append(.error(FramingError(.lineTooLong(limit: maxBodyBytes))))
                start = buffer.count
                scan = start
                state = .skippingLine
            }
            return false
        }
        let line = FrameDecoder.droppingCarriageReturn(buffer[start..<newline])
        start = newline + 1
        if line.count > maxBodyBytes {
            events.append(.error(FramingError(.lineTooLong(limit: maxBodyBytes))))
        } else if line.contains(where: { !FrameDecoder.isWhitespace($0) }) {
            events.append(.message(Array(line)))
        }
        return true
    }

    /// Discards an overlong line up to and including its newline.
    private mutating func skipLine() -> Bool {
        guard let newline = nextNewline() else {
            start = buffer.count
            scan = start
            return false
        }
        start = newline + 1
        state = .lines
        return true
    }
}
