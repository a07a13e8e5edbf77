/// The one way popsplit escapes text outside a JSON value it writes: as JSON does,
/// so that what a person reads in a message or a log line is what they would write in JSON.
public enum JSONEscaping {
    /// `text` with its control characters written as JSON escapes (`\n`, `\r`, `\t`, else
    /// `\u00XX`, upper-case hex, as ``JSONWriter`` writes them); with `includingC1`, DEL and the C1
    /// controls too (a terminal obeys them), so that one line stays one line and drives nothing.
    public static func controls(_ text: String, includingC1: Bool = false) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (includingC1 && (0x7F...0x9F).contains(scalar.value))
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                guard isControl(scalar) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }

    /// `text` as a JSON string literal, quotes included, as ``JSONWriter`` writes it.
    public static func quoted(_ text: String) -> String { JSONCodec.string(.string(text)) }
}
