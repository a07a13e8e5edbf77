/// Reads one frame's fields (``LinkEncoder``'s layout) from its bytes; every read is checked
/// against the end, so a lying length or count fails instead of reading past the frame.
struct FieldReader {
    /// The frame's bytes after its kind.
    let bytes: ArraySlice<UInt8>
    /// Where the next field starts.
    var index: Int

    /// A reader of `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { index == bytes.endIndex }

    /// The next `count` bytes; nil past the end.
    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.endIndex - index >= count else { return nil }
        defer { index += count }
        return bytes[index..<index + count]
    }

    /// An 8-byte integer.
    mutating func integer() -> Int? {
        guard let raw = take(8) else { return nil }
        var bits: UInt64 = 0
        for byte in raw { bits = bits << 8 | UInt64(byte) }
        return Int(Int64(bitPattern: bits))
    }

    /// A 4-byte count or length.
    mutating func count() -> Int? {
        guard let raw = take(4) else { return nil }
        var bits: UInt32 = 0
        for byte in raw { bits = bits << 8 | UInt32(byte) }
        return Int(bits)
    }

    /// A byte.
    mutating func byte() -> UInt8? { take(1)?.first }

    /// Text (repaired where it is not UTF-8).
    mutating func text() -> String? {
        guard let length = count(), let raw = take(length) else { return nil }
        return String(decoding: raw, as: UTF8.self)
    }

    /// Optional text.
    mutating func optionalText() -> String?? {
        switch byte() {
        case 0?: return .some(nil)
        case 1?: return text().map { .some($0) }
        default: return nil
        }
    }

    /// A list of `count` texts; nil when the frame cannot hold them. Bounded by the frame: each
    /// text takes at least 4 bytes.
    mutating func texts() -> [String]? {
        guard let count = count(), count <= (bytes.endIndex - index) / 4 else { return nil }
        var list: [String] = []
        list.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = text() else { return nil }
            list.append(item)
        }
        return list
    }
}
