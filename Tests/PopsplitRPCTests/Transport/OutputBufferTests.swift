import PopsplitJSON
import Testing

@testable import PopsplitRPC

/// The transport's output buffer: one write per read of input, or per 64 KiB.
@Suite struct OutputBufferTests {
    /// A message whose framed size is about `bytes`: a tree for even ids, a response with an
    /// encoded result for odd ones (the transport frames both).
    func message(_ id: Int, bytes: Int) -> OutgoingMessage {
        let result = JSONValue.string(String(repeating: "z", count: bytes))
        guard id % 2 == 1 else { return .value(["jsonrpc": "2.0", "id": .int(Int64(id)), "result": result]) }
        return .response(id: .int(Int64(id)), result: JSONText(result))
    }

    /// Small messages stay in the buffer: nothing is written before the caller flushes.
    @Test func smallMessagesWaitForTheFlush() {
        var buffer = OutputBuffer()
        var writes: [[UInt8]] = []
        let encoder = FrameEncoder(mode: .contentLength)
        let messages = (0..<100).map { message($0, bytes: 50) }
        let appended = buffer.append(
            messages, encoder: encoder,
            writingFullChunksTo: {
                writes.append($0)
                return true
            })
        #expect(appended)
        #expect(writes.isEmpty)
        #expect(!buffer.isFull)
        #expect(buffer.bytes == encoder.encode(messages))
    }

    /// Past 64 KiB the buffer is handed over after the message that crossed the limit: every
    /// write but the last holds at least 64 KiB and ends on a message's end, and the writes and
    /// what stays behind are the framed messages, in order.
    @Test func fullChunksAreWrittenOnMessageBoundaries() {
        var buffer = OutputBuffer()
        var writes: [[UInt8]] = []
        let encoder = FrameEncoder(mode: .contentLength)
        let messages = (0..<120).map { message($0, bytes: 3000 + $0 * 7) }
        let appended = buffer.append(
            messages, encoder: encoder,
            writingFullChunksTo: {
                writes.append($0)
                return true
            })
        #expect(appended)
        #expect(writes.count >= 5)
        let oneMessage = encoder.encode([messages[119]]).count
        for chunk in writes {
            #expect(chunk.count >= OutputBuffer.chunkBytes)
            #expect(chunk.count < OutputBuffer.chunkBytes + oneMessage)
        }
        #expect(!buffer.isFull)
        #expect(Array(writes.joined()) + buffer.bytes == encoder.encode(messages))
        // Each chunk starts with a frame's header.
        for chunk in writes { #expect(chunk.starts(with: Array("Content-Length: ".utf8))) }
    }

    /// One message larger than 64 KiB goes out whole, in one write.
    @Test func aHugeMessageIsOneWrite() {
        var buffer = OutputBuffer()
        var writes: [[UInt8]] = []
        let encoder = FrameEncoder(mode: .newline)
        let huge = message(1, bytes: 200_000)
        let appended = buffer.append(
            [message(0, bytes: 10), huge], encoder: encoder,
            writingFullChunksTo: {
                writes.append($0)
                return true
            })
        #expect(appended)
        #expect(writes == [encoder.encode([message(0, bytes: 10), huge])])
        #expect(buffer.isEmpty)
    }

    /// A failed write stops the appending and keeps the bytes it was given.
    @Test func aFailedWriteStops() {
        var buffer = OutputBuffer()
        let encoder = FrameEncoder(mode: .newline)
        let messages = (0..<10).map { message($0, bytes: 40_000) }
        var calls = 0
        let appended = buffer.append(
            messages, encoder: encoder,
            writingFullChunksTo: { _ in
                calls += 1
                return false
            })
        #expect(!appended)
        #expect(calls == 1)
        #expect(buffer.bytes == encoder.encode(Array(messages[0..<2])))
    }
}
