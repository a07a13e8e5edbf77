import PopsplitJSON

/// A message's text as a trace shows it: cut after a number of bytes (at a character boundary,
/// with `... (N bytes)` added), invalid UTF-8 repaired, and for a log line control characters
/// escaped (`\n`, `\u0000`) so that one message stays on one line.
enum TraceText {
    /// The first `limit` bytes of `bytes` as text; `escapingControls` for a log line.
    static func excerpt(_ bytes: [UInt8], limit: Int, escapingControls: Bool) -> String {
        var end = min(bytes.count, max(0, limit))
        // Do not cut a UTF-8 sequence: back off to the start of the character cut into.
        if end < bytes.count {
            while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        var text = String(decoding: bytes[..<end], as: UTF8.self)
        if escapingControls, text.utf8.contains(where: { $0 < 0x20 }) { text = escaped(text) }
        return end < bytes.count ? text + "... (\(bytes.count) bytes)" : text
    }

    /// `text` with control characters written as JSON escapes (``JSONEscaping``).
    static func escaped(_ text: String) -> String { JSONEscaping.controls(text) }
}
