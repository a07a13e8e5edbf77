/// Writing SVG: escaped text and numbers with at most three decimals.
public enum SVGText {
    /// `text` escaped for XML text and attribute values, with every character XML 1.0 forbids
    /// dropped (C0 controls but tab and newline) or replaced by U+FFFD (the noncharacters U+FFFE
    /// and U+FFFF; Swift strings hold no lone surrogates).
    public static func escape(_ text: String) -> String {
        // Most ids and titles need nothing escaped: hand them back as they are. (0xEF leads the
        // UTF-8 of U+FFFE and U+FFFF, among others: those take the slow path.)
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF
        }) {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": out.unicodeScalars.append("\u{FFFD}")
            default:
                // XML 1.0 forbids most control characters; they are dropped.
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number: integral values as integers, others rounded to 1/1000.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        if r.rounded() == r, abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }
}
