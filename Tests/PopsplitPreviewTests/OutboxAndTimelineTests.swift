import PopsplitJSON
import PopsplitPreviewLink
import Testing

@testable import PopsplitPreview
@testable import PopsplitPreviewServer

/// A page's outbox (the newest picture replaces stale ones, the queue is
/// bounded) and the timeline's ring.
@Suite struct OutboxAndTimelineTests {
    /// The elements of `version`: element `n` says which version drew it last.
    static func elements(_ version: Int) -> [PictureElement] {
        (0..<3).map { PictureElement(id: "n\($0)", markup: "<g data-id=\"n\($0)\">\($0 == 0 ? version : 0)</g>") }
    }

    /// An update of `version` as a patch from `version - 1`.
    static func patch(_ version: Int) -> PictureUpdate {
        PictureUpdate(
            version: version, base: (version - 1, elements(version - 1)), elements: elements(version), sentAt: 0, head: "", tail: "")
    }

    /// What a sent patch says: its versions and the ids it changes.
    static func summary(_ text: String?) -> String {
        guard let text else { return "nil" }
        guard let message = try? JSONCodec.parse(text) else { return text }
        if message["type"] == "patch" {
            let changed = message["changed"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            return "patch \(message["baseVersion"]?.intValue ?? -1)->\(message["layoutVersion"]?.intValue ?? -1) \(changed)"
        }
        if message["type"] == "full" { return "full \(message["layoutVersion"]?.intValue ?? -1)" }
        return text
    }

    @Test func aPatchIsSentAsIsWhenNothingWaits() {
        var outbox = PageOutbox()
        outbox.put(Self.patch(2))
        let first = Self.summary(outbox.take())
        outbox.acknowledge()
        outbox.put(Self.patch(3))
        let second = Self.summary(outbox.take())
        let third = outbox.take()
        #expect(first == "patch 1->2 [\"n0\"]" && second == "patch 2->3 [\"n0\"]" && third == nil && outbox.coalesced == 0)
    }

    @Test func oneFlightAtATimeAndPicturesCoalesceMeanwhile() {
        var outbox = PageOutbox()
        outbox.put(Self.patch(2))
        let first = Self.summary(outbox.take())
        outbox.put(Self.patch(3))
        outbox.put(Self.patch(4))
        let blocked = outbox.take()
        let queued = outbox.put(message: "step")
        #expect(outbox.pictureInFlight && blocked == nil && queued)
        let message = outbox.take()
        outbox.acknowledge()
        let next = Self.summary(outbox.take())
        #expect(first == "patch 1->2 [\"n0\"]" && message == "step" && next == "patch 2->4 [\"n0\"]")
    }

    @Test func theNewestPictureReplacesAStaleOneAsAPatchFromWhatThePageHas() {
        var outbox = PageOutbox()
        for version in 2...50 { outbox.put(Self.patch(version)) }
        #expect(outbox.count == 1 && outbox.coalesced == 48)
        let sent = [Self.summary(outbox.take()), Self.summary(outbox.take())]
        #expect(sent == ["patch 1->50 [\"n0\"]", "nil"])
        // A whole picture among them makes the merged one whole.
        outbox.acknowledge()
        outbox.put(Self.patch(51))
        outbox.put(Self.patch(52), whole: true)
        outbox.put(Self.patch(53))
        #expect(Self.summary(outbox.take()) == "full 53")
    }

    @Test func aWholePictureStaysWhole() {
        var outbox = PageOutbox()
        outbox.put(Self.patch(2), whole: true)
        let first = Self.summary(outbox.take())
        outbox.acknowledge()
        outbox.put(PictureUpdate(version: 3, base: nil, elements: Self.elements(3), sentAt: 0, head: "", tail: ""))
        let second = Self.summary(outbox.take())
        #expect(first == "full 2" && second == "full 3")
    }

    @Test func messagesGoFirstInOrderAndAreBounded() {
        var outbox = PageOutbox(capacity: 3)
        outbox.put(Self.patch(2))
        let accepted = ["a", "b", "c", "d"].map { outbox.put(message: $0) }
        #expect(accepted == [true, true, true, false])
        #expect(outbox.count == 4)
        let firstTwo = [outbox.take(), outbox.take()]
        let late = outbox.put(message: "e")
        let rest = [outbox.take(), outbox.take(), outbox.take(), outbox.take()]
        #expect(firstTwo == ["a", "b"] && late)
        #expect(rest.map(Self.summary) == ["c", "e", "patch 1->2 [\"n0\"]", "nil"])
    }

    @Test func aConnectionThatOverflowsIsClosed() {
        let connection = PageConnection(id: 1, scene: "s", channel: nil, capacity: 2)
        connection.send("a")
        connection.send("b")
        #expect(!connection.isClosed)
        connection.send("c")
        #expect(connection.isClosed)
        #expect(connection.take() == nil)
    }

    @Test func theRingKeepsTheLastStepsWithTheirNumbers() {
        var ring = StepRing<String>(capacity: 3)
        #expect(ring.last == nil && ring.count == 0)
        for index in 0..<7 { ring.append("s\(index)") }
        #expect(ring.count == 3 && ring.firstNumber == 4 && ring.appended == 7)
        #expect(ring[3] == nil && ring[4] == "s4" && ring[6] == "s6" && ring[7] == nil && ring[-1] == nil)
        #expect(ring.numbered.map(\.number) == [4, 5, 6] && ring.numbered.map(\.element) == ["s4", "s5", "s6"])
        #expect(ring.last == "s6")
        var small = StepRing<Int>(capacity: 0)
        small.append(1)
        small.append(2)
        #expect(small.capacity == 1 && small.numbered.map(\.element) == [2])
    }
}
