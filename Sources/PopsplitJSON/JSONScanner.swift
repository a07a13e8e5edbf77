/// The one lexical walk over JSON text outside jansson: skipping whitespace, strings
/// and whole values, and reading a string's value, by byte offsets. It reads where jansson cannot
/// help: the members of a message that did not parse (``RPCMessage``'s id recovery) and the place
/// of a value in a document's text (the document decoder's line and column). Offsets are the
/// collection's own indices; `nil` says the text is not the JSON expected there.
public enum JSONScanner {
    /// The first offset at or after `start` that is not JSON whitespace (space, tab, CR, LF).
    public static func skipWhitespace(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var i = start
        while i < bytes.endIndex {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// The offset just after the string whose opening quote is at `start`.
    public static func skipString(_ bytes: ArraySlice<UInt8>, at start: Int) -> Int? {
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var i = start + 1
        while i < bytes.endIndex {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i + 1
            default: i += 1
            }
        }
        return nil
    }

    /// The offset just after the value starting at `start`: a string, a container with
    /// everything in it (its brackets matched, at most ``JSONCodec/maxDepth`` deep), or a run of
    /// number and literal characters (`-1.5e+3`, `true`, `null`).
    public static func skipValue(_ bytes: ArraySlice<UInt8>, at start: Int) -> Int? {
        guard start < bytes.endIndex else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(bytes, at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return skipContainer(bytes, at: start)
        default:
            var i = start
            while i < bytes.endIndex, isScalarByte(bytes[i]) { i += 1 }
            return i > start ? i : nil
        }
    }

    /// The offset just after the object or array opening at `start`.
    static func skipContainer(_ bytes: ArraySlice<UInt8>, at start: Int) -> Int? {
        var closers: [UInt8] = []
        var i = start
        while i < bytes.endIndex {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                guard let end = skipString(bytes, at: i) else { return nil }
                i = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard closers.count < JSONCodec.maxDepth else { return nil }
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.last == byte else { return nil }
                closers.removeLast()
                if closers.isEmpty { return i + 1 }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// Whether a byte may be part of a number or a literal.
    static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// The decoded string whose opening quote is at `start`, and the offset just after it (a lone
    /// surrogate escape reads as U+FFFD).
    public static func readString(_ bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        guard let end = skipString(bytes, at: start) else { return nil }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start - 2)
        var i = start + 1
        while i < end - 1 {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                i += 1
                continue
            }
            guard i + 1 < end - 1 else { return nil }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                guard let (scalar, next) = unicodeEscape(bytes, at: i - 2, end: end - 1) else { return nil }
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = next
            default: utf8.append(escaped)  // \" \\ \/
            }
        }
        return (String(decoding: utf8, as: UTF8.self), end)
    }

    /// The scalar written by the `\uXXXX` escape at `start` (a surrogate pair takes two escapes),
    /// and the offset after it; a lone surrogate reads as U+FFFD.
    static func unicodeEscape(_ bytes: ArraySlice<UInt8>, at start: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hexQuad(bytes, at: start + 2, end: end) else { return nil }
        var next = start + 6
        var value = high
        if (0xD800..<0xDC00).contains(high), next + 6 <= end, bytes[next] == UInt8(ascii: "\\"),
            bytes[next + 1] == UInt8(ascii: "u"), let low = hexQuad(bytes, at: next + 2, end: end),
            (0xDC00..<0xE000).contains(low)
        {
            value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", next)
    }

    /// The value of the four hex digits at `start`, when there are four before `end`.
    static func hexQuad(_ bytes: ArraySlice<UInt8>, at start: Int, end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
