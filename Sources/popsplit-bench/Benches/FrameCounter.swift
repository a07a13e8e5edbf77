/// Counts `Content-Length`-framed messages in a byte stream fed in chunks of any size, without
/// parsing the bodies (cheap: the reader shares the machine with the servers it measures);
/// optionally keeps the bodies (for the validation pass).
struct FrameCounter {
    /// Complete frames seen.
    private(set) var frames = 0
    /// The bodies, in order, when kept.
    private(set) var bodies: [[UInt8]] = []
    /// Whether bodies are kept.
    let keepsBodies: Bool
    /// The header section read so far (inside a header).
    private var header: [UInt8] = []
    /// How much of the `\r\n\r\n` that ends a header section the last bytes matched (0-3).
    private var matched = 0
    /// Body bytes still to come (inside a body), or nil inside a header.
    private var bodyRemaining: Int?
    /// The body read so far, when kept.
    private var body: [UInt8] = []

    /// The header section's terminator.
    private static let terminator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    /// The header name looked for, lowercase, with its colon.
    private static let name = Array("content-length:".utf8)

    /// A counter; `keepsBodies` keeps every body.
    init(keepsBodies: Bool = false) {
        self.keepsBodies = keepsBodies
        header.reserveCapacity(64)
    }

    /// Whether the stream stopped between frames.
    var isBetweenFrames: Bool { bodyRemaining == nil && header.isEmpty }

    /// Takes the next chunk; fails on a header section without a usable `Content-Length`.
    mutating func feed(_ chunk: UnsafeRawBufferPointer) throws(BenchError) {
        var index = 0
        let count = chunk.count
        while index < count {
            if let remaining = bodyRemaining {
                let taken = min(remaining, count - index)
                if keepsBodies { body.append(contentsOf: chunk[index..<(index + taken)]) }
                index += taken
                if taken == remaining { endBody() } else { bodyRemaining = remaining - taken }
                continue
            }
            let byte = chunk[index]
            index += 1
            header.append(byte)
            if byte == FrameCounter.terminator[matched] {
                matched += 1
            } else {
                matched = byte == 0x0D ? 1 : 0
            }
            if matched == 4 {
                let length = try FrameCounter.contentLength(header)
                header.removeAll(keepingCapacity: true)
                matched = 0
                bodyRemaining = length
                if length == 0 { endBody() }
            }
        }
    }

    /// Counts a whole frame read elsewhere (the handshake's), keeping its body when bodies are kept.
    mutating func count(body frame: [UInt8]) {
        frames += 1
        if keepsBodies { bodies.append(frame) }
    }

    /// Counts the frame whose body just ended.
    private mutating func endBody() {
        frames += 1
        bodyRemaining = nil
        if keepsBodies {
            bodies.append(body)
            body.removeAll()
        }
    }

    /// The `Content-Length` value of a header section (name in any case, blanks around the value).
    private static func contentLength(_ header: [UInt8]) throws(BenchError) -> Int {
        var lineStart = 0
        while lineStart < header.count {
            var lineEnd = lineStart
            while lineEnd < header.count, header[lineEnd] != 0x0D { lineEnd += 1 }
            if let value = value(header[lineStart..<lineEnd]) { return value }
            lineStart = lineEnd + 2
        }
        throw BenchError("a reply frame has no Content-Length: \(String(decoding: header, as: UTF8.self).debugDescription)")
    }

    /// The length a `Content-Length: N` line announces, or nil for another line.
    private static func value(_ line: ArraySlice<UInt8>) -> Int? {
        guard line.count > name.count else { return nil }
        var index = line.startIndex
        for expected in name {
            let byte = line[index]
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
            guard lower == expected else { return nil }
            index += 1
        }
        var value = 0
        var digits = 0
        for byte in line[index...] where byte != 0x20 && byte != 0x09 {
            guard byte >= 0x30, byte <= 0x39, digits < 15 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
