/// Text made safe for HTML: every character that could open markup or end an attribute is
/// written as an entity.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped (for element content and quoted attributes
    /// alike); control characters other than tab and newline become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
