import PopsplitRPC
import Testing

/// The decoder reports the same events, errors
/// included, however the bytes arrive: fed whole, byte by byte, or in any chunks.
struct FrameDecoderChunkingTests {
    /// The events of `bytes` fed to `decoder` in pieces of `size` bytes (0: whole), then finished.
    static func events(_ bytes: [UInt8], _ decoder: FrameDecoder, chunk size: Int) -> [FrameEvent] {
        var d = decoder
        var events: [FrameEvent] = []
        if size == 0 {
            events = bytes.withUnsafeBytes { d.feed($0) }
        } else {
            var i = 0
            while i < bytes.count {
                let piece = Array(bytes[i..<min(bytes.count, i + size)])
                events += piece.withUnsafeBytes { d.feed($0) }
                i += size
            }
        }
        return events + d.finish()
    }

    /// Whole, byte by byte and in pieces of 2, 3, 7 and 16 give the same events.
    static func expectSame(_ text: String, _ decoder: FrameDecoder, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let whole = events(bytes, decoder, chunk: 0)
        for size in [1, 2, 3, 7, 16] {
            #expect(events(bytes, decoder, chunk: size) == whole, "chunks of \(size)", sourceLocation: sourceLocation)
        }
    }

    @Test("a bare CR before the header cap is the error however the bytes arrive")
    func bareCarriageReturnBeforeTheCap() {
        let decoder = FrameDecoder(mode: .contentLength, maxHeaderBytes: 35, maxBodyBytes: 200)
        let text = "Content-Length: 104\rcontent-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
        Self.expectSame(text, decoder)
        let first = Self.events(Array(text.utf8), decoder, chunk: 0).first
        guard case .error(let error)? = first, case .malformedHeaderLine = error.kind else {
            Issue.record("expected a malformed header line first, got \(String(describing: first))")
            return
        }
    }

    @Test("a header section over the cap resumes the hunt at the same byte however the bytes arrive")
    func headerTooLong() {
        let decoder = FrameDecoder(mode: .contentLength, maxHeaderBytes: 40, maxBodyBytes: 200)
        Self.expectSame("X-Junk: " + String(repeating: "a", count: 60) + " content-length: 2\r\n\r\n{}Content-Length: 2\r\n\r\n[]", decoder)
    }

    @Test("newline mode refuses an over-long line with the same text, and takes a line of exactly the cap")
    func newlineLines() {
        let decoder = FrameDecoder(mode: .newline, maxHeaderBytes: 100, maxBodyBytes: 8)
        Self.expectSame("{\"a\":12}\r\n{\"abcdefghij\":1}\n[1]\n", decoder)
        let events = Self.events(Array("{\"a\":12}\r\n".utf8), decoder, chunk: 9)
        #expect(events == [.message(Array("{\"a\":12}".utf8))])
    }
}
