/// Text made safe for a log line or a terminal (issue 13.3, 13.5): every control character (C0
/// but tab, DEL, C1) written as `\u{1B}`, so that text quoted from a client (a parse error near a
/// raw ESC, a file name) can neither drive a terminal nor break a line in two.
public enum LogText {
    /// `text` with its control characters escaped (a newline too: one line stays one line).
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a control character other than tab.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
