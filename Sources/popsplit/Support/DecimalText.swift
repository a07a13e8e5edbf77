/// Numbers as a person types them on the command line: decimal only (Swift's `Double("0x10")`
/// takes hexadecimal, `nan` and `inf`, so `--scale 0x10` would be 16).
enum DecimalText {
    /// The finite number `text` writes in decimal (`2`, `-0.5`, `.25`, `1e-1`), or `nil`.
    static func parse(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let mantissa = bytes.prefix { isDigit($0) || $0 == UInt8(ascii: ".") }
        let digits = mantissa.filter(isDigit).count
        guard digits > 0, mantissa.filter({ $0 == UInt8(ascii: ".") }).count <= 1 else { return nil }
        var rest = bytes.dropFirst(mantissa.count)
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return nil }
        } else {
            guard rest.isEmpty else { return nil }
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
