import PopsplitDocument
import PopsplitService
import PopsplitTestSupport
import Testing

/// Positions in LSP's encodings: a character beyond U+FFFF is 4 UTF-8 units, 2
/// UTF-16 units and 1 scalar; positions past a line or the text are clamped.
@Suite struct TextLinesTests {
    /// "a📥é" then a newline then "b": the same byte offsets in three encodings.
    @Test func theThreeEncodingsCountAsLSPSays() {
        let lines = TextLines(bytes: Array("a📥é\nb".utf8))
        // Bytes: a(0) 📥(1-4) é(5-6) \n(7) b(8).
        #expect(lines.point(ofByte: 5, encoding: .utf8) == SourcePoint(line: 0, character: 5))
        #expect(lines.point(ofByte: 5, encoding: .utf16) == SourcePoint(line: 0, character: 3))
        #expect(lines.point(ofByte: 5, encoding: .utf32) == SourcePoint(line: 0, character: 2))
        #expect(lines.point(ofByte: 8, encoding: .utf16) == SourcePoint(line: 1, character: 0))
        #expect(lines.byteOffset(of: SourcePoint(line: 0, character: 3), encoding: .utf16) == 5)
        #expect(lines.byteOffset(of: SourcePoint(line: 0, character: 2), encoding: .utf32) == 5)
        #expect(lines.byteOffset(of: SourcePoint(line: 0, character: 5), encoding: .utf8) == 5)
    }

    /// Past the line's end is the line's end; past the last line is the text's end; half a
    /// surrogate pair is the character's start; a negative line is the start.
    @Test func positionsAreClamped() {
        let lines = TextLines(bytes: Array("a📥é\nb".utf8))
        #expect(lines.byteOffset(of: SourcePoint(line: 0, character: 99), encoding: .utf16) == 7)
        #expect(lines.byteOffset(of: SourcePoint(line: 9, character: 0), encoding: .utf16) == 9)
        #expect(lines.byteOffset(of: SourcePoint(line: 0, character: 2), encoding: .utf16) == 1)
        #expect(lines.byteOffset(of: SourcePoint(line: -1, character: 0), encoding: .utf16) == 0)
    }

    /// Property (fixed seed): at every character boundary of random text, position -> offset ->
    /// position is the identity in each encoding.
    @Test func roundTripsAtCharacterBoundaries() {
        var random = SplitMix64(seed: 16)
        let alphabet: [String] = ["a", "\n", "é", "€", "📥", "👍🏽", " ", "\"", "\r"]
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let bytes = Array(text.utf8)
            let lines = TextLines(bytes: bytes)
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                for encoding in PositionEncoding.allCases {
                    let point = lines.point(ofByte: offset, encoding: encoding)
                    #expect(lines.byteOffset(of: point, encoding: encoding) == offset, "\(text.debugDescription) at \(offset) in \(encoding)")
                }
            }
        }
    }
}
