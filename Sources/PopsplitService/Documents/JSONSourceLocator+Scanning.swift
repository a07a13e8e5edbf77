/// The tokenizer behind ``JSONSourceLocator``: byte offsets in, byte offsets out; `nil` when the
/// text is not the JSON expected at that point.
extension JSONSourceLocator {
    /// The offset of the member named `key` in the object starting at `start`: where its key's
    /// quote is, and where its value starts.
    func member(named key: String, inObjectAt start: Int) -> (key: Int, value: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var i = skipWhitespace(from: start + 1)
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            guard let (name, afterKey) = readString(at: i) else { return nil }
            var j = skipWhitespace(from: afterKey)
            guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { return nil }
            j = skipWhitespace(from: j + 1)
            if name == key { return (key: i, value: j) }
            guard let afterValue = skipValue(at: j) else { return nil }
            j = skipWhitespace(from: afterValue)
            guard j < bytes.count, bytes[j] == UInt8(ascii: ",") else { return nil }
            i = skipWhitespace(from: j + 1)
        }
        return nil
    }

    /// The offset of element `index` of the array starting at `start`.
    func element(at index: Int, inArrayAt start: Int) -> Int? {
        guard index >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var i = skipWhitespace(from: start + 1)
        guard i < bytes.count, bytes[i] != UInt8(ascii: "]") else { return nil }
        var remaining = index
        while remaining > 0 {
            guard let afterValue = skipValue(at: i) else { return nil }
            i = skipWhitespace(from: afterValue)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return nil }
            i = skipWhitespace(from: i + 1)
            remaining -= 1
        }
        return i < bytes.count ? i : nil
    }

    /// The first offset at or after `start` that is not JSON whitespace (space, tab, CR, LF).
    func skipWhitespace(from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// The offset just after the value starting at `start` (a container with everything in it).
    func skipValue(at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    guard let end = skipString(at: i) else { return nil }
                    i = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default:
                    break
                }
                i += 1
            }
            return nil
        default:
            var i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
                    return i > start ? i : nil
                default:
                    i += 1
                }
            }
            return i > start ? i : nil
        }
    }

    /// The offset just after the string whose opening quote is at `start`.
    func skipString(at start: Int) -> Int? {
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""): return i + 1
            default: i += 1
            }
        }
        return nil
    }

    /// The decoded string whose opening quote is at `start`, and the offset just after it.
    func readString(at start: Int) -> (String, Int)? {
        guard let end = skipString(at: start) else { return nil }
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
                guard let (scalar, next) = readUnicodeEscape(at: i - 2, end: end - 1) else { return nil }
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = next
            default: utf8.append(escaped)  // \" \\ \/
            }
        }
        return (String(decoding: utf8, as: UTF8.self), end)
    }

    /// The scalar written by the `\uXXXX` escape at `start` (a surrogate pair takes two escapes),
    /// and the offset after it; a lone surrogate reads as U+FFFD.
    private func readUnicodeEscape(at start: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hexQuad(at: start + 2, end: end) else { return nil }
        var next = start + 6
        var value = high
        if (0xD800..<0xDC00).contains(high), next + 6 <= end, bytes[next] == UInt8(ascii: "\\"),
            bytes[next + 1] == UInt8(ascii: "u"), let low = hexQuad(at: next + 2, end: end),
            (0xDC00..<0xE000).contains(low)
        {
            value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", next)
    }

    /// The value of the four hex digits at `start`, when there are four before `end`.
    private func hexQuad(at start: Int, end: Int) -> UInt32? {
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
