/// `file:` URIs as editors send them (`file:///Users/me/My%20App/Main.storyboard`).
enum FileURI {
    /// The local path a `file:` URI names (percent-decoded; `file://localhost/` as `file:///`),
    /// or nil for another scheme, a remote host, or bytes that do not decode as UTF-8.
    static func path(of uri: String) -> String? {
        var rest: Substring
        if uri.hasPrefix("file:///") {
            rest = uri.dropFirst(7)
        } else if uri.hasPrefix("file://localhost/") {
            rest = uri.dropFirst(16)
        } else {
            return nil
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of an ASCII hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
