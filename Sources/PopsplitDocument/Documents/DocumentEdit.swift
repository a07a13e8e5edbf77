import PopsplitJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a document's new text differs from the last one: the smallest value of the last text
/// that holds every changed byte (found from the common prefix and suffix of the two texts), and
/// its bytes in both. The new text is the old one with that value's text replaced; when the
/// replacement parses as one value, the new text's value is the old one with that value replaced
/// (``SceneDocumentDecoder/check(text:reusing:)``).
struct DocumentEdit: Sendable, Equatable {
    /// The value's path.
    var path: DocumentPath
    /// Its bytes in the old text.
    var oldSpan: Range<Int>
    /// The bytes that replace them in the new text.
    var newSpan: Range<Int>

    /// The deepest path searched: a change deeper down is taken as a change of the value there.
    static let maxPathDepth = 256

    /// The edit from `old` (a text that parsed) to `new`; `nil` when they are the same or the
    /// change is not inside the top-level value (its surroundings, or the whole of it).
    static func locate(old: [UInt8], new: [UInt8]) -> DocumentEdit? {
        let prefix = commonPrefix(old, new)
        let suffix = commonSuffix(old, new, limit: min(old.count, new.count) - prefix)
        let changed = prefix..<(old.count - suffix)
        guard old != new, let found = enclosingValue(of: changed, in: old[...]) else { return nil }
        let delta = new.count - old.count
        let newSpan = found.span.lowerBound..<(found.span.upperBound + delta)
        guard newSpan.lowerBound <= newSpan.upperBound, newSpan.upperBound <= new.count else { return nil }
        return DocumentEdit(path: found.path, oldSpan: found.span, newSpan: newSpan)
    }

    /// The number of leading bytes `a` and `b` share (compared 64 at a time, then one by one).
    static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let count = min(a.count, b.count)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
                var i = 0
                while i + 64 <= count, memcmp(pa + i, pb + i, 64) == 0 { i += 64 }
                while i < count, pa[i] == pb[i] { i += 1 }
                return i
            }
        }
    }

    /// The number of trailing bytes `a` and `b` share, at most `limit`.
    static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        let count = max(0, limit)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
                let (ea, eb) = (pa + a.count, pb + b.count)
                var i = 0
                while i + 64 <= count, memcmp(ea - i - 64, eb - i - 64, 64) == 0 { i += 64 }
                while i < count, ea[-i - 1] == eb[-i - 1] { i += 1 }
                return i
            }
        }
    }

    /// Whether the value at `span` holds every byte of `changed`: a change inside it, or an
    /// insertion strictly inside it (one at either end may be a new neighbour instead).
    static func holds(_ span: Range<Int>, _ changed: Range<Int>) -> Bool {
        guard span.lowerBound <= changed.lowerBound, changed.upperBound <= span.upperBound else { return false }
        return !changed.isEmpty || (changed.lowerBound != span.lowerBound && changed.lowerBound != span.upperBound)
    }

    /// The deepest value of `bytes` (a text that parsed) holding `changed`, with its path.
    static func enclosingValue(of changed: Range<Int>, in bytes: ArraySlice<UInt8>) -> (path: DocumentPath, span: Range<Int>)? {
        var end = bytes.endIndex
        while end > bytes.startIndex, JSONScanner.skipWhitespace(bytes, from: end - 1) == end { end -= 1 }
        var span = JSONScanner.skipWhitespace(bytes, from: bytes.startIndex)..<end
        guard span.lowerBound < span.upperBound, holds(span, changed) else { return nil }
        var components: [DocumentPath.Component] = []
        while components.count < maxPathDepth, let child = child(of: span, holding: changed, in: bytes) {
            components.append(child.component)
            span = child.span
        }
        return (DocumentPath(components), span)
    }

    /// The member or element of the container at `span` that holds `changed`, if one does.
    private static func child(
        of span: Range<Int>, holding changed: Range<Int>, in bytes: ArraySlice<UInt8>
    ) -> (component: DocumentPath.Component, span: Range<Int>)? {
        let isObject = bytes[span.lowerBound] == UInt8(ascii: "{")
        guard isObject || bytes[span.lowerBound] == UInt8(ascii: "[") else { return nil }
        var i = JSONScanner.skipWhitespace(bytes, from: span.lowerBound + 1)
        var index = 0
        while i < span.upperBound - 1 {
            var key: Int?
            if isObject {
                guard bytes[i] == UInt8(ascii: "\""), let afterKey = JSONScanner.skipString(bytes, at: i) else { return nil }
                let colon = JSONScanner.skipWhitespace(bytes, from: afterKey)
                guard colon < span.upperBound, bytes[colon] == UInt8(ascii: ":") else { return nil }
                key = i
                i = JSONScanner.skipWhitespace(bytes, from: colon + 1)
            }
            guard i <= changed.lowerBound, let end = JSONScanner.skipValue(bytes, at: i), end <= span.upperBound else { return nil }
            if holds(i..<end, changed) {
                guard let key else { return (.index(index), i..<end) }
                guard let (name, _) = JSONScanner.readString(bytes, at: key) else { return nil }
                return (.key(name), i..<end)
            }
            let next = JSONScanner.skipWhitespace(bytes, from: end)
            guard next < span.upperBound, bytes[next] == UInt8(ascii: ","), next < changed.lowerBound else { return nil }
            i = JSONScanner.skipWhitespace(bytes, from: next + 1)
            index += 1
        }
        return nil
    }

    /// The value the new text holds at ``newSpan``, when it is exactly one value that keeps the
    /// whole text within ``JSONCodec/maxDepth`` (else the whole text must be parsed to be sure).
    func replacement(in new: [UInt8]) -> JSONValue? {
        let piece = new[newSpan]
        guard let value = try? JSONCodec.parse(piece), path.components.count + DocumentEdit.depth(of: piece) <= JSONCodec.maxDepth
        else { return nil }
        return value
    }

    /// The deepest nesting of arrays and objects in `bytes` (JSON text that parsed).
    static func depth(of bytes: ArraySlice<UInt8>) -> Int {
        var (depth, deepest, i) = (0, 0, bytes.startIndex)
        while i < bytes.endIndex {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i = JSONScanner.skipString(bytes, at: i) ?? bytes.endIndex
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                break
            }
            i += 1
        }
        return deepest
    }
}
