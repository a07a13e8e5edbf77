/// A request's target (`/ws?scene=a&token=b`) split into its path and its query parameters,
/// percent-decoded; the first value of a repeated name wins. Bounded: targets longer than
/// ``maximumLength`` are refused whole.
public struct RequestTarget: Sendable, Equatable {
    /// The path (`/ws`).
    public let path: String
    /// The query parameters.
    public let query: [String: String]

    /// The longest target read, in bytes.
    public static let maximumLength = 4096

    /// The target `text`; nil when too long.
    public init?(_ text: String) {
        guard text.utf8.count <= RequestTarget.maximumLength else { return nil }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = halves.first.flatMap({ RequestTarget.decode($0) }) else { continue }
                let value = halves.count > 1 ? RequestTarget.decode(halves[1]) : ""
                if query[name] == nil, let value { query[name] = value }
            }
        }
        self.query = query
    }

    /// Percent-decodes `text` (`+` is a space); nil when an escape is bad or the result is not UTF-8.
    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of a hex digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `text` percent-encoded for a query value (unreserved characters kept).
    public static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
            }
        }
        return out
    }
}
