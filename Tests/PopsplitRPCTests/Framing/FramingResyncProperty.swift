import PopsplitJSON
import PopsplitRPC
import PopsplitTestSupport
import Testing

/// As a property: on a Content-Length stream, every well-formed frame is read
/// and its request answered, whatever junk (``JunkGenerator``) comes before it, however the
/// stream is cut into reads. Fixed seed, bounded: 400 streams of up to 8 frames.
@Suite struct FramingResyncProperty {
    /// The seed of the run.
    static let seed: UInt64 = 0x15_5AE9
    /// Streams checked.
    static let cases = 400

    /// One generated stream: its bytes, the well-formed bodies in order, their ids.
    struct Stream {
        /// The whole stream.
        var bytes: [UInt8] = []
        /// The well-formed bodies, in order.
        var goods: [[UInt8]] = []
        /// The ids of the well-formed requests (after `initialize`, id 0).
        var ids: [Int] = []
    }

    /// A stream for case `index`: `initialize`, then well-formed `echo` frames, most after junk.
    static func stream(_ index: Int) -> (Stream, SplitMix64) {
        var generator = JunkGenerator(random: SplitMix64(seed: seed ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        var stream = Stream()
        let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#
        stream.bytes = generator.frame(initialize)
        stream.goods = [Array(initialize.utf8)]
        for frame in 0..<generator.random.int(in: 1...8) {
            for junk in 0..<generator.random.int(in: 0...3) {
                let piece = generator.junk(id: 100 + frame * 4 + junk)
                stream.bytes += piece.bytes
                if piece.terminal { break }
            }
            let id = 1000 + frame
            let body = generator.body(id: id)
            stream.bytes += generator.frame(body)
            stream.goods.append(Array(body.utf8))
            stream.ids.append(id)
        }
        return (stream, generator.random)
    }

    /// Every well-formed body comes out of the decoder, in order, and every well-formed request
    /// is answered with its result, whatever the junk and the read sizes.
    @Test func everyWellFormedFrameAfterJunkIsAnswered() throws {
        for index in 0..<Self.cases {
            var (stream, random) = Self.stream(index)
            var decoder = FrameDecoder()
            let session = RPCSession(handler: FakeHandler(), logger: CollectingLogger())
            var events: [FrameEvent] = []
            var replies: [JSONValue] = []
            var offset = 0
            while offset < stream.bytes.count {
                let end = random.chance(20) ? stream.bytes.count : min(stream.bytes.count, offset + random.int(in: 1...64))
                let chunk = decoder.feed(Array(stream.bytes[offset..<end]))
                events += chunk
                for event in chunk { replies += session.receive(event, nowMs: 0).messages }
                offset = end
            }
            let messages = events.compactMap { if case .message(let body) = $0 { body } else { nil } }
            var next = 0
            for body in messages where next < stream.goods.count && body == stream.goods[next] { next += 1 }
            let text = String(decoding: stream.bytes, as: UTF8.self)
            try #require(next == stream.goods.count, "case \(index): well-formed frame \(next) lost in \(text.debugDescription)")
            for id in stream.ids {
                let reply = replies.first { $0["id"] == .int(Int64(id)) }
                try #require(reply?["result"] != nil, "case \(index): request \(id) not answered in \(text.debugDescription)")
            }
        }
    }

    /// The generator does produce every kind of trouble (a guard against a property that holds
    /// because its junk is too tame).
    @Test func junkHoldsWhatItPromises() {
        let all = (0..<200).reduce(into: [UInt8]()) { bytes, index in bytes += Self.stream(index).0.bytes }
        let text = String(decoding: all, as: UTF8.self)
        #expect(text.contains("\r{"))
        #expect(all.contains(0))
        #expect(text.contains("Content-Length: 12Content"))
    }
}
