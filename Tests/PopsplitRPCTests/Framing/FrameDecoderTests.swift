import PopsplitRPC
import Testing

/// The incremental decoder: both framings, fed whole or one byte at a time, and its errors.
@Suite struct FrameDecoderTests {
    /// Feeds `text` one byte at a time and collects the events (and `finish`'s when asked).
    func byteByByte(_ text: String, finish: Bool = false, decoder: FrameDecoder = FrameDecoder()) -> [FrameEvent] {
        var decoder = decoder
        var events: [FrameEvent] = []
        for byte in text.utf8 { events += decoder.feed([byte]) }
        if finish { events += decoder.finish() }
        return events
    }

    /// The bodies of the message events, as text.
    func bodies(_ events: [FrameEvent]) -> [String] {
        events.compactMap { if case .message(let body) = $0 { String(decoding: body, as: UTF8.self) } else { nil } }
    }

    /// The error events' kinds.
    func errors(_ events: [FrameEvent]) -> [FramingError.Kind] {
        events.compactMap { if case .error(let error) = $0 { error.kind } else { nil } }
    }

    /// Content length fed one byte at a time.
    @Test func contentLengthFedOneByteAtATime() {
        let stream = "Content-Length: 7\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n[]"
        #expect(bodies(byteByByte(stream)) == [#"{"a":1}"#, "[]"])
    }

    /// Whole stream in one chunk gives the same messages.
    @Test func wholeStreamInOneChunkGivesTheSameMessages() {
        var decoder = FrameDecoder()
        let events = decoder.feed("Content-Length: 7\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n[]")
        #expect(bodies(events) == [#"{"a":1}"#, "[]"])
        #expect(decoder.mode == .contentLength)
    }

    /// Content length counts bytes not characters.
    @Test func contentLengthCountsBytesNotCharacters() {
        // "é" is 2 bytes, "😀" is 4: a character count would cut the body short.
        let body = #"{"s":"é😀"}"#
        #expect(body.utf8.count == 14)
        #expect(body.count == 10)
        let events = byteByByte("Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        #expect(bodies(events) == [body])
    }

    /// Header names in any case.
    @Test(arguments: ["content-length", "CONTENT-LENGTH", "Content-length", "cOnTeNt-LeNgTh"])
    func headerNamesInAnyCase(name: String) {
        #expect(bodies(byteByByte("\(name): 2\r\n\r\n{}")) == ["{}"])
    }

    /// Content type present and unknown headers are ignored.
    @Test func contentTypePresentAndUnknownHeadersAreIgnored() {
        let stream = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Trace: on\r\nContent-Length: 2\r\n\r\n{}"
        let events = byteByByte(stream)
        #expect(bodies(events) == ["{}"])
        #expect(errors(events).isEmpty)
    }

    /// Spaces around the length are tolerated.
    @Test func spacesAroundTheLengthAreTolerated() {
        #expect(bodies(byteByByte("Content-Length:2  \r\n\r\n{}")) == ["{}"])
    }

    /// Missing content length is an error and the next frame still arrives.
    @Test func missingContentLengthIsAnErrorAndTheNextFrameStillArrives() {
        let stream = "Content-Type: x\r\n\r\n{\"lost\":1}Content-Length: 2\r\n\r\n{}"
        let events = byteByByte(stream)
        #expect(errors(events) == [.missingContentLength])
        #expect(bodies(events) == ["{}"])
    }

    /// Malformed header line with valid length skips exactly that frame: it is reported at once
    /// and the decoder resynchronises at the next `Content-Length:` (its body holds none).
    @Test func malformedHeaderLineWithValidLengthSkipsExactlyThatFrame() {
        let stream = "Content-Length: 9\r\nthis is not a header\r\n\r\n{\"bad\":1}Content-Length: 2\r\n\r\n{}"
        let events = byteByByte(stream)
        #expect(errors(events) == [.malformedHeaderLine("this is not a header")])
        #expect(bodies(events) == ["{}"])
    }

    /// Malformed header without length resynchronises at the next content length.
    @Test func malformedHeaderWithoutLengthResynchronisesAtTheNextContentLength() {
        let stream = "garbage line\r\n\r\n{\"x\":1}\r\nContent-Length: 2\r\n\r\n{}"
        let events = byteByByte(stream)
        #expect(errors(events) == [.malformedHeaderLine("garbage line")])
        #expect(bodies(events) == ["{}"])
    }

    /// Invalid content length is an error.
    @Test(arguments: ["abc", "-5", "", "1.5", "99999999999999999999"])
    func invalidContentLengthIsAnError(value: String) {
        let events = byteByByte("Content-Length: \(value)\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(errors(events) == [.invalidContentLength(value)])
        #expect(bodies(events) == ["{}"])
    }

    /// Conflicting content lengths are an error.
    @Test func conflictingContentLengthsAreAnError() {
        let events = byteByByte("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}Content-Length: 2\r\n\r\n[]")
        #expect(errors(events) == [.invalidContentLength("2 and 3")])
        #expect(bodies(events) == ["[]"])
    }

    /// Header section too long is an error then the stream recovers.
    @Test func headerSectionTooLongIsAnErrorThenTheStreamRecovers() {
        let decoder = FrameDecoder(maxHeaderBytes: 64)
        let stream = "X-Junk: " + String(repeating: "a", count: 200) + "\r\n\r\nContent-Length: 2\r\n\r\n{}"
        let events = byteByByte(stream, decoder: decoder)
        #expect(errors(events) == [.headerTooLong(limit: 64)])
        #expect(bodies(events) == ["{}"])
    }

    /// Body above the cap is skipped without losing place.
    @Test func bodyAboveTheCapIsSkippedWithoutLosingPlace() {
        let decoder = FrameDecoder(maxBodyBytes: 8)
        let big = "[" + String(repeating: "1,", count: 20) + "1]"
        let events = byteByByte("Content-Length: \(big.utf8.count)\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", decoder: decoder)
        #expect(errors(events) == [.bodyTooLarge(length: big.utf8.count, limit: 8)])
        #expect(bodies(events) == ["{}"])
    }

    /// Content length larger than the body then EOF is truncated.
    @Test func contentLengthLargerThanTheBodyThenEOFIsTruncated() {
        var decoder = FrameDecoder()
        #expect(decoder.feed("Content-Length: 50\r\n\r\n{\"short\":1}").isEmpty)
        #expect(decoder.finish() == [.truncated(FramingError(.truncated(expected: 50, received: 11)))])
    }

    /// EOF inside a header is truncated.
    @Test func eofInsideAHeaderIsTruncated() {
        var decoder = FrameDecoder()
        #expect(decoder.feed("Content-Len").isEmpty)
        #expect(decoder.finish() == [.truncated(FramingError(.truncated(expected: 0, received: 11)))])
    }

    /// EOF between frames is clean.
    @Test func eofBetweenFramesIsClean() {
        var decoder = FrameDecoder()
        #expect(bodies(decoder.feed("Content-Length: 2\r\n\r\n{}")) == ["{}"])
        #expect(decoder.finish().isEmpty)
    }

    /// Mode is detected from the first significant byte: `{` or `[` is newline mode, else Content-Length.
    @Test(arguments: [
        ("{\"a\":1}\n", FramingMode.newline), ("[1]\n", .newline), ("  \r\n\t{}\n", .newline),
        ("Content-Length: 2\r\n\r\n{}", .contentLength), ("\r\ncontent-length: 2\r\n\r\n{}", .contentLength),
    ])
    func modeIsDetectedFromTheFirstSignificantByte(stream: String, mode: FramingMode) {
        var decoder = FrameDecoder()
        _ = decoder.feed(stream)
        #expect(decoder.mode == mode)
    }

    /// Mode is unknown until a significant byte.
    @Test func modeIsUnknownUntilASignificantByte() {
        var decoder = FrameDecoder()
        _ = decoder.feed(" \n\r\n")
        #expect(decoder.mode == nil)
    }

    /// Newline mode splits lines skips blanks and tolerates CRLF.
    @Test func newlineModeSplitsLinesSkipsBlanksAndToleratesCRLF() {
        let events = byteByByte("{\"a\":1}\r\n\n   \n[2]\n{\"b\":\"x\\ny\"}\n")
        #expect(bodies(events) == [#"{"a":1}"#, "[2]", #"{"b":"x\ny"}"#])
        #expect(errors(events).isEmpty)
    }

    /// Newline mode delivers an unterminated last line at EOF.
    @Test func newlineModeDeliversAnUnterminatedLastLineAtEOF() {
        #expect(bodies(byteByByte("{}\n{\"last\":true}", finish: true)) == ["{}", #"{"last":true}"#])
    }

    /// Newline mode line above the cap is skipped.
    @Test func newlineModeLineAboveTheCapIsSkipped() {
        let decoder = FrameDecoder(maxBodyBytes: 10)
        let events = byteByByte("{\"long\":\"aaaaaaaaaaaaaaaa\"}\n{}\n", decoder: decoder)
        #expect(errors(events).count == 1)
        #expect(bodies(events) == ["{}"])
    }

    /// Forced mode skips detection.
    @Test func forcedModeSkipsDetection() {
        var decoder = FrameDecoder(mode: .contentLength)
        let events = decoder.feed("{}\n")
        #expect(bodies(events).isEmpty)
        #expect(decoder.mode == .contentLength)
    }

    /// Many frames in chunks of odd sizes.
    @Test func manyFramesInChunksOfOddSizes() {
        var stream = ""
        for index in 0..<50 {
            let body = #"{"i":\#(index)}"#
            stream += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        }
        let bytes = Array(stream.utf8)
        var decoder = FrameDecoder()
        var events: [FrameEvent] = []
        var offset = 0
        var size = 1
        while offset < bytes.count {
            let end = min(bytes.count, offset + size)
            events += decoder.feed(Array(bytes[offset..<end]))
            offset = end
            size = size % 13 + 2
        }
        #expect(bodies(events) == (0..<50).map { #"{"i":\#($0)}"# })
    }
}
