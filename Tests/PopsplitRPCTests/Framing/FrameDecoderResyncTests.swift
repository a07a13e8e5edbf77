import PopsplitRPC
import Testing

/// A bad frame must not swallow the good one after it. The junk a broken frame
/// leaves (a Content-Length too short or counted in characters, a header ending in a bare CR)
/// runs straight into the next frame's header; the decoder resynchronises on the next
/// `Content-Length:` header wherever it starts.
@Suite struct FrameDecoderResyncTests {
    /// A well-formed request frame.
    static let good = #"{"jsonrpc":"2.0","id":2,"method":"echo","params":{"s":"ok"}}"#

    /// A Content-Length frame with the right length.
    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    /// Feeds `stream` whole, and one byte at a time: both must give the same events.
    func events(_ stream: String) -> [FrameEvent] {
        var whole = FrameDecoder()
        let wholeEvents = whole.feed(stream)
        var bytewise = FrameDecoder()
        var byteEvents: [FrameEvent] = []
        for byte in stream.utf8 { byteEvents += bytewise.feed([byte]) }
        #expect(wholeEvents == byteEvents, "whole and byte-by-byte feeding disagree")
        return wholeEvents
    }

    /// The bodies of the message events, as text.
    func bodies(_ events: [FrameEvent]) -> [String] {
        events.compactMap { if case .message(let body) = $0 { String(decoding: body, as: UTF8.self) } else { nil } }
    }

    /// The number of error events.
    func errorCount(_ events: [FrameEvent]) -> Int {
        events.filter { if case .error = $0 { true } else { false } }.count
    }

    /// A Content-Length a few bytes short: its body is cut, the rest is junk before the next
    /// header, and the next frame is still read.
    @Test(arguments: [1, 2, 5, 20])
    func contentLengthTooShortDoesNotSwallowTheNextFrame(short: Int) {
        let bad = #"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"s":"cut"}}"#
        let stream = "Content-Length: \(bad.utf8.count - short)\r\n\r\n\(bad)" + Self.frame(Self.good)
        let found = events(stream)
        #expect(bodies(found).last == Self.good)
        #expect(errorCount(found) >= 1)
    }

    /// A Content-Length counted in characters (the classic bug) is too short in bytes.
    @Test func contentLengthInCharactersDoesNotSwallowTheNextFrame() {
        let bad = #"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"s":"é😀 naïve"}}"#
        let stream = "Content-Length: \(bad.count)\r\n\r\n\(bad)" + Self.frame(Self.good)
        #expect(bodies(events(stream)).last == Self.good)
    }

    /// A header ending in a bare CR (no final LF, or CR alone): that frame is an error, the next
    /// one is read.
    @Test(arguments: ["\r\n\r", "\r\r", "\r", "\n\r"])
    func headerEndingInABareCRDoesNotSwallowTheNextFrame(ending: String) {
        let bad = #"{"jsonrpc":"2.0","id":1,"method":"echo"}"#
        let stream = "Content-Length: \(bad.utf8.count)" + ending + bad + Self.frame(Self.good)
        let found = events(stream)
        #expect(bodies(found) == [Self.good])
        #expect(errorCount(found) >= 1)
    }

    /// A bare CR in a header section is reported at once, without waiting for more input.
    @Test func bareCarriageReturnIsReportedAtOnce() {
        var decoder = FrameDecoder()
        let found = decoder.feed("Content-Length: 9\r\n\r{\"a\":1}")
        #expect(errorCount(found) == 1)
        #expect(bodies(decoder.feed(Self.frame(Self.good))) == [Self.good])
    }

    /// Junk lines before a valid header section are skipped, and the frame after them is read.
    @Test(arguments: ["\"}\r\n", "}\r\n\r\n", "not a header\r\n", "x: y\r\n}\r\n", "Content-Len\r\n"])
    func junkLinesBeforeAFrameAreSkipped(junk: String) {
        let stream = Self.frame(#"{"id":0}"#) + junk + Self.frame(Self.good)
        #expect(bodies(events(stream)) == [#"{"id":0}"#, Self.good])
    }

    /// A header line holding `Content-Length:` after other bytes starts a new header section
    /// there, whatever came before on that line.
    @Test(arguments: ["}", "X-Trace: on}", "Content-Length: 12", "Content-LenContent-Len", "\u{00}\u{FF}"])
    func contentLengthInsideALineStartsANewSection(junk: String) {
        let stream = Self.frame(#"{"id":0}"#) + junk + Self.frame(Self.good)
        #expect(bodies(events(stream)) == [#"{"id":0}"#, Self.good])
    }
}
