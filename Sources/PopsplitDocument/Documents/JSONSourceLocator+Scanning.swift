import PopsplitJSON

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

    /// The first offset at or after `start` that is not JSON whitespace (``JSONScanner``).
    func skipWhitespace(from start: Int) -> Int { JSONScanner.skipWhitespace(bytes[...], from: start) }

    /// The offset just after the value starting at `start` (a container with everything in it).
    func skipValue(at start: Int) -> Int? { JSONScanner.skipValue(bytes[...], at: start) }

    /// The offset just after the string whose opening quote is at `start`.
    func skipString(at start: Int) -> Int? { JSONScanner.skipString(bytes[...], at: start) }

    /// The decoded string whose opening quote is at `start`, and the offset just after it.
    func readString(at start: Int) -> (String, Int)? { JSONScanner.readString(bytes[...], at: start) }
}
