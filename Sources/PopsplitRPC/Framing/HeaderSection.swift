/// The header lines of one LSP-style frame read so far (internal to ``FrameDecoder``).
struct HeaderSection: Sendable {
    /// Whether at least one header line was read (blank lines before any header are skipped).
    var sawHeader = false
    /// The body length announced by `Content-Length`, in bytes, once read and valid.
    var contentLength: Int?
    /// Bytes of header lines read so far, terminators included.
    var bytes = 0

    /// The longest header line quoted in an error message, in bytes.
    static let quotedLineLimit = 80

    /// Reads one header line (without its line terminator): `Name: value`, the name a token in
    /// any case. `Content-Length` is recorded; other names (`Content-Type` ...) are ignored.
    /// Returns the problem that makes the section unusable: a line that is not a header, a
    /// `Content-Length` that is not a non-negative decimal integer of at most 15 digits, or one
    /// that disagrees with an earlier one.
    mutating func consume(line: ArraySlice<UInt8>) -> FramingError? {
        sawHeader = true
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[line.startIndex..<colon].allSatisfy(HeaderSection.isTokenByte)
        else {
            return FramingError(.malformedHeaderLine(HeaderSection.quote(line)))
        }
        let name = line[line.startIndex..<colon]
        guard HeaderSection.equalsIgnoringCase(name, FrameDecoder.contentLengthName) else { return nil }
        let value = HeaderSection.trimmed(line[(colon + 1)...])
        guard let length = HeaderSection.decimal(value) else {
            return FramingError(.invalidContentLength(HeaderSection.quote(value)))
        }
        if let previous = contentLength, previous != length {
            return FramingError(.invalidContentLength("\(previous) and \(length)"))
        }
        contentLength = length
        return nil
    }

    // MARK: Byte helpers

    /// Whether `byte` may appear in a header name (RFC 9110 `tchar`).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Whether `bytes` spell `lowercase` (ASCII bytes) ignoring case.
    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        var index = 0
        for byte in bytes {
            guard lower(byte) == lowercase[index] else { return false }
            index += 1
        }
        return true
    }

    /// The ASCII lowercase of a byte.
    static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// `bytes` without leading and trailing spaces and tabs.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var first = bytes.startIndex
        var end = bytes.endIndex
        while first < end, isBlank(bytes[first]) { first += 1 }
        while end > first, isBlank(bytes[end - 1]) { end -= 1 }
        return bytes[first..<end]
    }

    /// Whether a byte is a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The value of a non-empty run of at most 15 ASCII digits.
    static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Printable text for an error message: invalid UTF-8 repaired, shortened.
    static func quote(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(quotedLineLimit), as: UTF8.self)
        return bytes.count > quotedLineLimit ? text + "..." : text
    }
}
