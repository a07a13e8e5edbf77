import PopsplitJSON
import PopsplitRPC
import Testing

/// The encoder writes only Content-Length (editors) or a newline (scripts).
@Suite struct FrameEncoderTests {
    /// Content length mode writes only content length and counts bytes.
    @Test func contentLengthModeWritesOnlyContentLengthAndCountsBytes() {
        let bytes = FrameEncoder(mode: .contentLength).encode([["s": "é"]])
        #expect(String(decoding: bytes, as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"s\":\"é\"}")
    }

    /// Newline mode writes one line per message.
    @Test func newlineModeWritesOneLinePerMessage() {
        let bytes = FrameEncoder(mode: .newline).encode([["a": 1], ["b": "x\ny"]])
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"a\":1}\n{\"b\":\"x\\ny\"}\n")
    }

    /// Encoded frames decode back.
    @Test func encodedFramesDecodeBack() {
        for mode in [FramingMode.contentLength, .newline] {
            let messages: [JSONValue] = [["id": 1], ["list": [1, 2, "three"]]]
            var decoder = FrameDecoder()
            let events = decoder.feed(FrameEncoder(mode: mode).encode(messages))
            #expect(decoder.mode == mode)
            #expect(events == messages.map { .message(JSONCodec.serialize($0)) })
        }
    }
}
