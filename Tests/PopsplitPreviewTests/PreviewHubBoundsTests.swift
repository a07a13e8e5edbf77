import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

@testable import PopsplitPreview
@testable import PopsplitPreviewServer

/// The hub's bounds and its pages' lives (protocol.md 13.3, 13.6; docs/reliability.md): page
/// calls behind an unanswered delegate question are bounded, a page whose scene was closed is
/// told and follows no scene opened later under the same id, the timeline is bounded in bytes.
@Suite struct PreviewHubBoundsTests {
    /// The text of an example scene.
    static func example(_ name: String) throws -> String {
        try String(contentsOfFile: PageAssetsTests.root.appendingPathComponent("examples/scenes/\(name)").path, encoding: .utf8)
    }

    /// A session whose client answers delegate questions, the popover-delegate example open as
    /// `sketch` and its brush popover shown.
    static func questioningSession() throws -> (session: RPCSession, preview: PreviewService) {
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let preview = try PreviewService(server: server)
        let session = RPCSession(handler: preview.handler, logger: CollectingLogger())
        let initialize: JSONValue = [
            "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": ["popsplit": ["delegateQuestions": true]]],
        ]
        _ = session.receive(initialize, nowMs: 0)
        let text = try example("popover-delegate.json")
        _ = session.receive(["jsonrpc": "2.0", "id": 2, "method": "scene/open", "params": ["scene": "sketch", "text": .string(text)]], nowMs: 0)
        let shown = session.receive(
            ["jsonrpc": "2.0", "id": 3, "method": "touch/tap", "params": ["scene": "sketch", "point": [80, 986]]], nowMs: 0)
        #expect(shown.messages.last?["result"]?["action"] == "presentPopover")
        return (session, preview)
    }

    @Test func pageCallsBehindAnUnansweredQuestionAreBoundedAndTheRestRefusedAtOnce() throws {
        let (session, preview) = try Self.questioningSession()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "sketch", capacity: 1000)
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        _ = PreviewHubTests.drain(pageSocket)
        // An outside tap: the delegate is asked whether the popover may go; nobody answers.
        let asked = session.receive(
            ["jsonrpc": "2.0", "id": 4, "method": "touch/tap", "params": ["scene": "sketch", "point": [600, 300]]], nowMs: 2)
        let question = try #require(asked.messages.last)
        #expect(question["method"]?.stringValue?.hasPrefix("delegate/") == true && question["id"] != nil)
        let extra = 10
        for call in 0..<(PreviewHub.maximumWaitingCalls + extra) {
            let text = #"{"type": "call", "id": \#(call), "method": "scene/layout", "params": {}}"#
            _ = preview.hub.process(.message(page, text), session: session, nowMs: 3)
        }
        #expect(session.queuedCount == PreviewHub.maximumWaitingCalls)
        let refused = PreviewHubTests.drain(pageSocket)
        #expect(refused.count == extra)
        #expect(refused.allSatisfy { $0["type"] == "result" && $0["error"]?["code"] == .int(Int64(PreviewErrorCode.busy)) })
        #expect(refused.first?["id"] == .int(Int64(PreviewHub.maximumWaitingCalls)))
        #expect(refused.first?["error"]?["message"]?.stringValue?.contains("delegate question") == true)
        // The answer comes: every call that waited runs, in order, and is answered.
        guard let questionId = question["id"] else { return }
        _ = session.receive(["jsonrpc": "2.0", "id": questionId, "result": false], nowMs: 4)
        let answered = PreviewHubTests.drain(pageSocket).filter { $0["type"] == "result" }
        #expect(answered.map(\.["id"]) == (0..<PreviewHub.maximumWaitingCalls).map { JSONValue.int(Int64($0)) })
        #expect(answered.allSatisfy { $0["result"]?["scene"] == "sketch" })
        #expect(session.queuedCount == 0)
    }

    @Test func aPageOfAClosedSceneIsToldAndDoesNotFollowASceneOpenedLaterUnderItsId() throws {
        let (session, preview) = try PreviewHubTests.session()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "help")
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        _ = PreviewHubTests.drain(pageSocket)
        _ = session.receive(["jsonrpc": "2.0", "id": 10, "method": "scene/close", "params": ["scene": "help"]], nowMs: 2)
        #expect(PreviewHubTests.drain(pageSocket).map(\.["type"]) == ["closed"])
        #expect(!page.isClosed)
        // Another document opened under the same id.
        let other = try Self.example("tabs.json")
        _ = session.receive(["jsonrpc": "2.0", "id": 11, "method": "scene/open", "params": ["scene": "help", "text": .string(other)]], nowMs: 3)
        let before = preview.hub.server.previewView("help")?.layoutVersion
        let tap = #"{"type": "call", "id": 7, "method": "device/rotate", "params": {"orientation": "landscapeLeft"}}"#
        let output = preview.hub.process(.message(page, tap), session: session, nowMs: 4)
        #expect(output.messages.isEmpty)
        let answer = PreviewHubTests.drain(pageSocket)
        #expect(answer.count == 1)
        #expect(answer.first?["id"] == 7 && answer.first?["error"]?["code"] == .int(Int64(ServiceErrorCode.unknownScene)))
        #expect(answer.first?["error"]?["message"]?.stringValue?.contains("was closed") == true)
        #expect(preview.hub.server.previewView("help")?.layoutVersion == before)
        for message in [#"{"type": "full"}"#, #"{"type": "showStep", "number": 0}"#, #"{"type": "restoreStep", "number": 0, "id": "r"}"#] {
            _ = preview.hub.process(.message(page, message), session: session, nowMs: 5)
            let reply = PreviewHubTests.drain(pageSocket)
            #expect(reply.count == 1 && (reply.first?["type"] == "error" || reply.first?["error"]?["code"] != nil), "\(message)")
        }
        // The new scene's changes reach only pages that connect to it.
        let (fresh, freshSocket) = PageLoopback.open(id: 2, scene: "help")
        _ = preview.hub.process(.opened(fresh), session: session, nowMs: 6)
        #expect(PreviewHubTests.drain(freshSocket).map(\.["type"]) == ["hello", "full"])
        _ = session.receive(
            ["jsonrpc": "2.0", "id": 12, "method": "device/rotate", "params": ["scene": "help", "orientation": "landscapeLeft"]], nowMs: 7)
        _ = preview.inbox.drain(into: session, nowMs: 8)
        #expect(PreviewHubTests.drain(pageSocket).isEmpty)
        #expect(PreviewHubTests.drain(freshSocket).contains { $0["type"] == "step" })
    }

    @Test func theTimelineIsBoundedInBytesAndKeepsItsNewestStep() throws {
        let (_, preview) = try PreviewHubTests.session()
        let limited = PreviewHub(server: preview.hub.server, timelineCapacity: 100_000, timelineByteLimit: 1 << 20)
        limited.watch("help")
        let first = try #require(limited.watched["help"]?.timeline.last)
        #expect(first.estimatedBytes > TimelineStep.bytesPerStep)
        var timeline = try #require(limited.watched["help"]?.timeline)
        let reload = TimelineStep(
            method: "scene/reload", summary: "", events: [], layoutVersion: 2, source: .file, scene: first.scene, ownsDocument: true)
        let rotate = TimelineStep(
            method: "device/rotate", summary: "", events: [], layoutVersion: 3, source: .client, scene: first.scene, ownsDocument: false)
        #expect(reload.estimatedBytes > rotate.estimatedBytes)
        for index in 0..<10_000 {
            timeline.append(index % 2 == 0 ? reload : rotate)
            #expect(timeline.bytes <= timeline.byteLimit)
        }
        #expect(timeline.appended == 10_001)
        #expect(timeline.count >= 2 && timeline.count < 10_001)
        #expect(timeline.last?.layoutVersion == 3)
        // One step heavier than the whole limit is still kept, alone.
        var tiny = Timeline(steps: 10, byteLimit: 1)
        tiny.append(reload)
        tiny.append(reload)
        #expect(tiny.count == 1 && tiny.firstNumber == 1)
    }

    @Test func theRingDropsItsOldestOnRequest() {
        var ring = StepRing<Int>(capacity: 3)
        for value in 0..<5 { ring.append(value) }
        #expect(ring.dropOldest() == 2)
        #expect(ring.count == 2 && ring.firstNumber == 3 && ring[2] == nil && ring[3] == 3)
        ring.append(5)
        ring.append(6)
        #expect(ring.numbered.map(\.element) == [4, 5, 6])
        #expect(ring.dropOldest() == 4 && ring.dropOldest() == 5 && ring.dropOldest() == 6 && ring.dropOldest() == nil)
        ring.append(7)
        #expect(ring.numbered.map(\.number) == [7] && ring.last == 7)
        // A large capacity whose elements are dropped as they come: the storage follows what is
        // kept, not what was ever appended (dropped elements free their slots for good).
        var large = StepRing<[Int]>(capacity: 100_000)
        for value in 0..<10_000 {
            large.append([value])
            if large.count > 3 { large.dropOldest() }
        }
        #expect(large.count == 3 && large.storage.count <= 8)
        #expect(large.numbered.map(\.element) == [[9997], [9998], [9999]])
    }
}
