import PopsplitPreviewLink
import Testing

/// The pipe between the daemon and its page server: every frame survives the trip, however the
/// bytes are cut; a frame over the bound is refused from its length alone; bytes that are not a
/// frame are refused, never read past; the writer's queue is bounded.
@Suite struct LinkFrameTests {
    /// One frame of every kind.
    static let frames: [LinkFrame] = [
        .start(host: "127.0.0.1", port: 0, token: "00112233445566778899aabbccddeeff"),
        .send(page: 3, text: #"{"type":"hello","scene":"é ✓"}"#),
        .picture(
            PagePicture(
                page: 3, version: 7, baseVersion: 6, sentAt: 1_700_000_000_123.25, head: "<svg>", tail: "</svg>\n",
                elements: PictureDelta(changed: [PictureElement(id: "a", markup: "<g/>")], removed: ["b"], order: ["a", "c"]))),
        .picture(
            PagePicture(
                page: 4, version: 1, baseVersion: nil, sentAt: 0, head: "", tail: "",
                elements: PictureDelta(changed: [], removed: [], order: nil))),
        .close(page: 9), .allowOrigin("https://name-8080.app.github.dev"), .stop, .ready(port: 65535), .failed(message: "Address already in use"),
        .opened(page: 1, scene: "mail"), .opened(page: 2, scene: nil), .message(page: 1, text: "{}"), .closed(page: 1),
    ]

    @Test func everyFrameSurvivesTheTripCutAnywhere() throws {
        let bytes = Self.frames.flatMap(LinkEncoder.encode)
        for step in [1, 3, 7, 64, bytes.count] {
            var decoder = LinkDecoder(maximumFrameBytes: 1 << 20)
            var decoded: [LinkFrame] = []
            var offset = 0
            while offset < bytes.count {
                decoder.feed(bytes[offset..<min(bytes.count, offset + step)])
                offset += step
                while let frame = try decoder.next() { decoded.append(frame) }
            }
            #expect(decoded == Self.frames, "cut every \(step) bytes")
        }
    }

    @Test func aFrameOverTheBoundIsRefusedFromItsLength() {
        var decoder = LinkDecoder(maximumFrameBytes: 100)
        decoder.feed(LinkEncoder.encode(.send(page: 1, text: String(repeating: "x", count: 200))).prefix(4))
        #expect(throws: LinkDecodingError.frameTooLarge(213)) { try decoder.next() }
    }

    @Test func bytesThatAreNotAFrameAreRefused() {
        var unknown = LinkDecoder(maximumFrameBytes: 100)
        unknown.feed([0, 0, 0, 1, 99])
        #expect(throws: LinkDecodingError.unknownKind(99)) { try unknown.next() }
        // A text whose length runs past the frame, and a frame with bytes left over.
        var short = LinkDecoder(maximumFrameBytes: 100)
        short.feed([0, 0, 0, 13, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 50])
        #expect(throws: LinkDecodingError.malformed(kind: 2)) { try short.next() }
        var long = LinkDecoder(maximumFrameBytes: 100)
        long.feed([0, 0, 0, 2, 5, 0])
        #expect(throws: LinkDecodingError.malformed(kind: 5)) { try long.next() }
        // A list count far beyond what the frame could hold is refused before anything is kept.
        var picture = LinkEncoder.encode(
            .picture(
                PagePicture(
                    page: 1, version: 1, baseVersion: nil, sentAt: 0, head: "", tail: "",
                    elements: PictureDelta(changed: [], removed: [], order: nil))))
        picture.replaceSubrange(45..<49, with: [0xFF, 0xFF, 0xFF, 0xFF])
        var lying = LinkDecoder(maximumFrameBytes: 1000)
        lying.feed(picture)
        #expect(throws: LinkDecodingError.malformed(kind: 3)) { try lying.next() }
        var empty = LinkDecoder(maximumFrameBytes: 100)
        empty.feed([0, 0, 0, 0])
        #expect(throws: LinkDecodingError.malformed(kind: 0)) { try empty.next() }
    }

    @Test func aDeltaRebuildsTheNewElements() {
        let old = ["a", "b", "c"].map { PictureElement(id: $0, markup: "<g id=\($0)>1</g>") }
        var new = old
        new[1].markup = "<g id=b>2</g>"
        let same = PictureDelta(from: old, to: new)
        #expect(same.order == nil && same.changed.map(\.id) == ["b"] && same.applied(to: old) == new)
        let moved = [new[2], PictureElement(id: "d", markup: "<g/>"), new[0]]
        let delta = PictureDelta(from: old, to: moved)
        #expect(delta.removed == ["b"] && delta.order == ["c", "d", "a"] && delta.applied(to: old) == moved)
        #expect(PictureDelta(from: [], to: moved).applied(to: []) == moved)
    }

    @Test func theWritersQueueIsBounded() {
        // No writer thread: what is put stays queued, up to the bound.
        let queue = FrameQueue(descriptor: -1, capacityBytes: 100)
        let frame = LinkFrame.send(page: 1, text: String(repeating: "x", count: 30))
        #expect(queue.put(frame) && queue.put(frame))
        #expect(!queue.put(frame))
        #expect(queue.waitingBytes == 2 * LinkEncoder.encode(frame).count)
        queue.finish()
        #expect(!queue.put(.stop))
    }
}
