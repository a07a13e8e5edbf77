import PopsplitRPC
import Testing

/// The decoder reads the common header (`Content-Length: N\r\n\r\n`) in one step; it must give
/// exactly what the line-by-line path gives, which feeding one byte at a time exercises.
@Suite struct FrameDecoderCommonHeaderTests {
    /// The events of `stream` fed whole, then fed one byte at a time, with `decoder`'s caps.
    func wholeAndByByte(_ stream: String, _ decoder: FrameDecoder) -> (whole: [FrameEvent], byByte: [FrameEvent]) {
        var whole = decoder
        var byByte = decoder
        var wholeEvents = whole.feed(stream)
        wholeEvents += whole.finish()
        var byteEvents: [FrameEvent] = []
        for byte in stream.utf8 { byteEvents += byByte.feed([byte]) }
        byteEvents += byByte.finish()
        return (wholeEvents, byteEvents)
    }

    /// Streams around the edges of the one-step path: lengths at and beyond the caps, 15 and
    /// 16 digits, other spellings, extra headers, blank lines first, empty bodies.
    static let streams = [
        "Content-Length: 2\r\n\r\n{}Content-Length: 0\r\n\r\nContent-Length: 7\r\n\r\n[1,2,3]",
        "Content-Length: 40\r\n\r\n{}Content-Length: 2\r\n\r\n{}",
        "Content-Length: 000000000000002\r\n\r\n{}",
        "Content-Length: 0000000000000002\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
        "content-length: 2\r\n\r\n{}Content-Length:2\r\n\r\n[]Content-Length:  2 \r\n\r\n{}",
        "Content-Length: 2\r\nContent-Type: x\r\n\r\n{}Content-Length: 2\n\n[]",
        "\r\n\r\nContent-Length: 2\r\n\r\n{}",
        "Content-Length: 2\r\n\r\n{}Content-Length: 2x\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
        "Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n{}",
    ]

    /// Whole and byte-by-byte feeding agree, with default and tight caps.
    @Test(arguments: streams)
    func oneStepPathAgreesWithLineByLine(stream: String) {
        for decoder in [FrameDecoder(), FrameDecoder(maxHeaderBytes: 16, maxBodyBytes: 8), FrameDecoder(maxHeaderBytes: 20, maxBodyBytes: 64)] {
            let events = wholeAndByByte(stream, decoder)
            #expect(events.whole == events.byByte)
        }
    }

    /// A length above the body cap is refused and its body skipped, as on the general path.
    @Test func lengthAboveTheCapIsRefusedAndSkipped() {
        var decoder = FrameDecoder(maxBodyBytes: 4)
        let events = decoder.feed("Content-Length: 5\r\n\r\n{\"a\"}Content-Length: 2\r\n\r\n{}")
        #expect(events == [.error(FramingError(.bodyTooLarge(length: 5, limit: 4))), .message(Array("{}".utf8))])
    }

    /// A header section above the header cap is refused, as on the general path.
    @Test func headerAboveTheCapIsRefused() {
        var decoder = FrameDecoder(mode: .contentLength, maxHeaderBytes: 16)
        let events = decoder.feed("Content-Length: 2\r\n\r\n{}")
        #expect(events.first == .error(FramingError(.headerTooLong(limit: 16))))
    }
}
