import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// One `TextDocumentContentChangeEvent`: a range replaced by new text, or the whole text.
struct TextChange {
    /// The range replaced, in the session's encoding; `nil`: the whole text.
    let range: (start: SourcePoint, end: SourcePoint)?
    /// The new text.
    let text: String

    /// The change `params` describes (`{"range", "text"}` or `{"text"}`).
    init(_ params: ParamsReader) throws(RPCError) {
        text = try params.string("text")
        if let range = try params.optionalObject("range") {
            self.range = (try range.object("start").point(), try range.object("end").point())
        } else {
            range = nil
        }
    }

    /// `text` with this change applied; positions counted in `encoding`, clamped as LSP clamps
    /// them (a line past the end is the end, a character past a line's end is the line's end),
    /// and an end before the start taken as the start.
    func applied(to text: String, encoding: PositionEncoding) -> String {
        guard let range else { return self.text }
        let bytes = Array(text.utf8)
        let lines = TextLines(bytes: bytes)
        let start = lines.byteOffset(of: range.start, encoding: encoding)
        let end = max(start, lines.byteOffset(of: range.end, encoding: encoding))
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + self.text.utf8.count)
        result += bytes[..<start]
        result += self.text.utf8
        result += bytes[end...]
        return String(decoding: result, as: UTF8.self)
    }
}
