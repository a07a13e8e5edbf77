import Foundation
import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

@testable import PopsplitPreview
@testable import PopsplitPreviewServer

/// What a page sends runs through the same session as stdin's requests:
/// its notifications go to the stdio client, its result to the page only; steps are recorded;
/// pages get patches.
@Suite struct PreviewHubTests {
    /// A session over a server with the settings-and-help example open as scene `help`, and its
    /// preview (no HTTP server).
    static func session() throws -> (session: RPCSession, preview: PreviewService) {
        let path = PageAssetsTests.root.appendingPathComponent("examples/scenes/popover-settings-help.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let preview = try PreviewService(server: server, timelineCapacity: 3)
        let session = RPCSession(handler: preview.handler, logger: CollectingLogger())
        _ = session.receive(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]], nowMs: 0)
        let opened = session.receive(
            ["jsonrpc": "2.0", "id": 2, "method": "scene/open", "params": ["scene": "help", "text": .string(text)]], nowMs: 0)
        #expect(opened.messages.last?["result"]?["scene"] == "help")
        return (session, preview)
    }

    /// Every message a connection holds now.
    static func drain(_ connection: PageConnection) -> [JSONValue] {
        var messages: [JSONValue] = []
        while let text = connection.take() {
            messages.append((try? JSONCodec.parse(text)) ?? .null)
            connection.acknowledge()
        }
        return messages
    }

    @Test func withNothingFollowedTheHubIsIdle() throws {
        let (_, preview) = try Self.session()
        #expect(preview.hub.isIdle)
        preview.hub.watch("help")
        #expect(!preview.hub.isIdle)
        preview.hub.watch("nothing")
        #expect(preview.hub.watched["nothing"] == nil)
    }

    @Test func aPageTapRunsThroughTheSession() throws {
        let (session, preview) = try Self.session()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "help")
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        let hello = Self.drain(pageSocket)
        #expect(hello.map { $0["type"]?.stringValue } == ["hello", "full"])
        #expect(hello[1]["svg"]?.stringValue?.contains("data-id=\"helpButton\"") == true)
        let tap = #"{"type": "call", "id": 7, "method": "touch/tap", "params": {"scene": "other", "point": [986, 42]}}"#
        let output = preview.hub.process(.message(page, tap), session: session, nowMs: 2)
        // The stdio client gets the events and the layout, and no response.
        let methods = output.messages.compactMap { $0["method"]?.stringValue }
        #expect(methods.contains("scene/event") && methods.last == "scene/layout")
        #expect(output.messages.allSatisfy { $0["id"] == nil })
        // The picture is drawn after the response: when the loop drains the inbox.
        let first = Self.drain(pageSocket)
        #expect(first.compactMap { $0["type"]?.stringValue } == ["step", "result"])
        #expect(first.last?["id"] == 7 && first.last?["result"]?["action"] == "presentPopover")
        #expect(first.first?["step"]?["method"] == "touch/tap" && first.first?["step"]?["source"] == "page")
        _ = preview.inbox.drain(into: session, nowMs: 3)
        let received = Self.drain(pageSocket)
        // The popover fades in: the page hears how, then gets the picture (protocol.md 13.3).
        #expect(received.compactMap { $0["type"]?.stringValue } == ["motion", "patch"])
        #expect(received.first?["kind"] == "popover" && received.first?["layoutVersion"] == 2)
        #expect(received.first?["duration"]?.doubleValue.map { $0 > 0 } == true)
        #expect(received.last?["baseVersion"] == 1 && received.last?["layoutVersion"] == 2)
        // A page that connects later gets the state, not a motion it did not see begin.
        let (late, lateSocket) = PageLoopback.open(id: 2, scene: "help")
        _ = preview.hub.process(.opened(late), session: session, nowMs: 4)
        #expect(Self.drain(lateSocket).map { $0["type"]?.stringValue } == ["hello", "full"])
        // A change that does not animate comes without one.
        let still = #"{"type": "call", "id": 8, "method": "device/rotate", "params": {"orientation": "portrait", "animated": false}}"#
        _ = preview.hub.process(.message(page, still), session: session, nowMs: 5)
        _ = Self.drain(pageSocket)
        _ = preview.inbox.drain(into: session, nowMs: 6)
        let turned = Self.drain(pageSocket).compactMap { $0["type"]?.stringValue }
        #expect(turned.contains("full") && !turned.contains("motion"), "\(turned)")
    }

    @Test func aPageMayCallOnlyItsOwnSceneAndTheAllowedMethods() throws {
        let (session, preview) = try Self.session()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "help")
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        _ = Self.drain(pageSocket)
        for method in ["scene/open", "scene/close", "scene/reload", "preview/stop", "initialize", "shutdown"] {
            let output = preview.hub.process(
                .message(page, #"{"type": "call", "id": 1, "method": "\#(method)", "params": {"scene": "help"}}"#), session: session,
                nowMs: 2)
            #expect(output.messages.isEmpty)
            #expect(Self.drain(pageSocket).first?["error"]?["code"] == -32601, "\(method)")
        }
        let layout = preview.hub.process(
            .message(page, #"{"type": "call", "id": 2, "method": "scene/layout", "params": {"scene": "elsewhere"}}"#), session: session,
            nowMs: 3)
        #expect(layout.messages.isEmpty)
        #expect(Self.drain(pageSocket).first?["result"]?["scene"] == "help")
    }

    @Test func clientCommandsAreStepsAndTheTimelineIsBounded() throws {
        let (session, preview) = try Self.session()
        preview.hub.watch("help")
        for (index, orientation) in ["portrait", "landscapeLeft", "portrait", "landscapeRight"].enumerated() {
            _ = session.receive(
                [
                    "jsonrpc": "2.0", "id": .int(Int64(10 + index)), "method": "device/rotate",
                    "params": ["scene": "help", "orientation": .string(orientation), "animated": false],
                ], nowMs: 5)
        }
        let timeline = try #require(preview.hub.watched["help"]?.timeline)
        #expect(timeline.count == 3 && timeline.firstNumber == 2)
        #expect(timeline.last?.method == "device/rotate" && timeline.last?.source == .client)
        #expect(timeline.last?.events.first == "willRotateToInterfaceOrientation:duration:")
        #expect(timeline.last?.summary.contains("landscapeRight") == true)
    }

    @Test func revealGoesToTheStdioClient() throws {
        let (session, preview) = try Self.session()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "help")
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        let output = preview.hub.process(.message(page, #"{"type": "reveal", "node": "helpButton"}"#), session: session, nowMs: 2)
        #expect(output.messages == [["jsonrpc": "2.0", "method": "preview/reveal", "params": ["scene": "help", "node": "helpButton"]]])
    }

    @Test func aStepIsShownWithoutTouchingTheLiveScene() throws {
        let (session, preview) = try Self.session()
        let (page, pageSocket) = PageLoopback.open(id: 1, scene: "help")
        _ = preview.hub.process(.opened(page), session: session, nowMs: 1)
        _ = preview.hub.process(
            .message(page, #"{"type": "call", "id": 1, "method": "touch/tap", "params": {"point": [986, 42]}}"#), session: session, nowMs: 2)
        _ = Self.drain(pageSocket)
        let before = preview.hub.server.previewView("help")?.layoutVersion
        let output = preview.hub.process(.message(page, #"{"type": "showStep", "number": 0}"#), session: session, nowMs: 3)
        #expect(output.messages.isEmpty)
        let picture = Self.drain(pageSocket)
        #expect(picture.first?["type"] == "stepPicture")
        #expect(picture.first?["svg"]?.stringValue?.contains("data-kind=\"popover\"") == false)
        #expect(preview.hub.server.previewView("help")?.layoutVersion == before)
        let restored = preview.hub.process(.message(page, #"{"type": "restoreStep", "number": 0, "id": "r"}"#), session: session, nowMs: 4)
        #expect(restored.messages.contains { $0["method"] == "scene/layout" })
        #expect(restored.messages.contains { $0["params"]?["name"] == "viewDidDisappear:" })
        #expect(Self.drain(pageSocket).contains { $0["type"] == "result" && $0["id"] == "r" && $0["result"]?["scene"] == "help" })
    }
}
