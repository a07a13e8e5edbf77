import Foundation
import PopsplitJSON
import Testing

/// Questions to the client over real pipes (protocol.md, section 6): a tap on a tab bar item
/// asks `tabBarController:shouldSelectViewController:` (TAB-01) before the tab changes.
@Suite struct QuestionTests {
    /// The question's method.
    static let method = "delegate/tabBarControllershouldSelectViewController"

    /// A daemon whose client answers questions, with the tabs example open as `s1`, and the
    /// centre of each tab bar item (window coordinates), from the first `scene/layout`.
    static func started(timeoutMs: Int64 = 60_000) throws -> (Daemon, [JSONValue]) {
        let daemon = try Daemon()
        try daemon.initialize(delegateQuestions: true, questionTimeoutMs: timeoutMs)
        let open = try daemon.open("tabs")
        let layout = try #require(open.layouts.first)
        return (daemon, try tabCentres(in: layout))
    }

    /// The centres `[x, y]` of the tab bar items of `tabs` in a layout, by index.
    static func tabCentres(in layout: JSONValue) throws -> [JSONValue] {
        let nodes = layout["nodes"]?.arrayValue ?? []
        return try (0..<3).map { index in
            guard let node = nodes.first(where: { $0["id"] == .string("tabs.tab.\(index)") }),
                node["kind"] == "tabBarItem", node["parent"] == "tabs.tabBar",
                let frame = node["frame"]?.arrayValue?.compactMap(\.doubleValue), frame.count == 4
            else { throw E2EError("no tabBarItem node tabs.tab.\(index) in the layout") }
            return [.double(frame[0] + frame[2] / 2), .double(frame[1] + frame[3] / 2)]
        }
    }

    /// The selected tab index in a snapshot result.
    static func selectedTab(_ snapshot: JSONValue) -> JSONValue? { snapshot["snapshot"]?["selectedTabs"]?["tabs"] }

    /// Taps `point` and reads the question it asks; returns the tap's id and the question.
    static func tapAndReadQuestion(_ daemon: Daemon, _ point: JSONValue) throws -> (tap: JSONValue, question: JSONValue) {
        let tap = try daemon.request("touch/tap", ["scene": "s1", "point": point])
        let question = try daemon.next()
        guard question["method"] == .string(method) else {
            throw E2EError("expected the question, got \(JSONCodec.string(question))")
        }
        return (tap, question)
    }

    /// The question's exact shape; `false` leaves everything as it was; `true` switches the tab.
    @Test func answerFalseThenTrue() throws {  // TAB-01
        let (daemon, centres) = try Self.started()
        let before = try daemon.snapshot()
        #expect(Self.selectedTab(before) == 0)

        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[2])
        #expect(
            question == [
                "jsonrpc": "2.0", "id": "q1", "method": .string(Self.method),
                "params": [
                    "scene": "s1", "selector": "tabBarController:shouldSelectViewController:",
                    "args": ["tabBarController": "tabs", "viewController": "settings"], "default": true,
                ],
            ])
        try daemon.answer("q1", result: false)
        let refused = try daemon.reply(to: tap)
        #expect(refused.before.isEmpty, "a refused selection sends no event and no layout")
        #expect(refused.result?["hit"]?["id"] == "tabs.tab.2")
        #expect(refused.result?["hit"]?["kind"] == "tabBarItem")
        #expect(refused.result?["shouldSelect"] == false)
        #expect(try daemon.snapshot() == before)

        let again = try Self.tapAndReadQuestion(daemon, centres[2])
        #expect(again.question["id"] == "q2")
        try daemon.answer("q2", result: true)
        let accepted = try daemon.reply(to: again.tap)
        #expect(accepted.eventNames.last == "tabBarController:didSelectViewController:")
        #expect(accepted.eventNames.contains("viewWillAppear:"))
        #expect(accepted.layouts.count == 1)
        #expect(accepted.layouts.first?["version"] == 2)
        #expect(accepted.result?["layoutVersion"] == 2)
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// `{"answer": false}` is an answer too.
    @Test func answerObjectForm() throws {
        let (daemon, centres) = try Self.started()
        let before = try daemon.snapshot()
        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[1])
        try daemon.answer(try #require(question["id"]), result: ["answer": false])
        #expect(try daemon.reply(to: tap).before.isEmpty)
        #expect(try daemon.snapshot() == before)
    }

    /// A null answer (Neovim's vim.NIL) and an error answer (Emacs' +32603) mean the default: true.
    @Test func nullAndErrorAnswersTakeTheDefault() throws {  // TAB-01
        let (daemon, centres) = try Self.started()
        let first = try Self.tapAndReadQuestion(daemon, centres[1])
        try daemon.answer(try #require(first.question["id"]), result: nil)
        #expect(try daemon.reply(to: first.tap).result?["shouldSelect"] == true)
        #expect(Self.selectedTab(try daemon.snapshot()) == 1)

        let second = try Self.tapAndReadQuestion(daemon, centres[0])
        try daemon.answer(try #require(second.question["id"]), errorCode: 32603, message: "No handler for delegate/tab...")
        #expect(try daemon.reply(to: second.tap).layouts.count == 1)
        #expect(Self.selectedTab(try daemon.snapshot()) == 0)

        let third = try Self.tapAndReadQuestion(daemon, centres[2])
        try daemon.answer(try #require(third.question["id"]), errorCode: -32601, message: "method not found")
        _ = try daemon.reply(to: third.tap)
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
    }

    /// No answer within questionTimeoutMs: the default applies; a late answer is ignored.
    @Test func unansweredQuestionTimesOutToTheDefault() throws {
        let (daemon, centres) = try Self.started(timeoutMs: 200)
        let started = Date()
        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[2])
        let reply = try daemon.reply(to: tap)
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= 0.15, "the default came after \(waited) s, before the timeout")
        #expect(reply.result?["shouldSelect"] == true)
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
        try daemon.answer(try #require(question["id"]), result: false)
        try daemon.expectNothingMore()
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
    }

    /// While a question is outstanding a later request waits its turn: its reply comes after the
    /// reply of the request that asked, and sees the answer's effect.
    @Test func laterRequestWaitsForTheAnswer() throws {
        let (daemon, centres) = try Self.started()
        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[2])
        let later = try daemon.request("scene/snapshot", ["scene": "s1"])
        try daemon.notify("initialized")
        try daemon.answer(try #require(question["id"]), result: true)
        let reply = try daemon.reply(to: later)
        // Nothing came while the question waited: what came first is the tap's own work.
        #expect(reply.before.first?["method"] == "scene/event" || reply.before.first?["method"] == "scene/layout")
        let tapIndex = try #require(reply.before.firstIndex { $0["id"] == tap && $0["method"] == nil })
        #expect(reply.before[tapIndex]["result"]?["shouldSelect"] == true)
        #expect(reply.before[..<tapIndex].contains { $0["method"] == "scene/layout" })
        #expect(tapIndex == reply.before.count - 1)
        #expect(Self.selectedTab(try #require(reply.result)) == 2)
    }

    /// `$/cancelRequest` of a request queued behind a question answers it -32800 at once; it
    /// never runs.
    @Test func cancelOfAQueuedRequest() throws {
        let (daemon, centres) = try Self.started()
        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[2])
        let queued = try daemon.request("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 1])
        try daemon.notify("$/cancelRequest", ["id": queued])
        let cancelled = try daemon.next()
        #expect(cancelled == ["jsonrpc": "2.0", "id": queued, "error": ["code": -32800, "message": "request cancelled"]])
        try daemon.answer(try #require(question["id"]), result: true)
        _ = try daemon.reply(to: tap)
        try daemon.expectNothingMore()
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
    }

    /// `exit` is handled at once even while a question is outstanding: the question takes its
    /// default and the request that asked is still answered.
    @Test func exitWhileAQuestionIsOutstanding() throws {
        let (daemon, centres) = try Self.started()
        let (tap, _) = try Self.tapAndReadQuestion(daemon, centres[1])
        try daemon.notify("exit")
        let reply = try daemon.reply(to: tap)
        #expect(reply.result?["shouldSelect"] == true)
        #expect(try daemon.waitForExit() == 1)
    }

    /// A client that did not opt in is never asked: the default applies at once.
    @Test func clientWithoutDelegationIsNeverAsked() throws {
        let daemon = try Daemon()
        try daemon.initialize(delegateQuestions: false)
        let open = try daemon.open("tabs")
        let centres = try Self.tabCentres(in: try #require(open.layouts.first))
        let reply = try daemon.call("touch/tap", ["scene": "s1", "point": centres[2]])
        #expect(!reply.before.contains { $0["method"] == .string(Self.method) })
        #expect(reply.result?["shouldSelect"] == true)
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
    }

    /// `tabBar/select` (selection from code) asks no question even when the client opted in.
    @Test func selectionFromCodeAsksNothing() throws {  // TAB-01
        let (daemon, _) = try Self.started()
        let reply = try daemon.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 2])
        #expect(!reply.before.contains { $0["method"] == .string(Self.method) })
        #expect(Self.selectedTab(try daemon.snapshot()) == 2)
    }

    /// `questionTimeoutMs` 2^63 - 1 does not overflow the question's deadline: the timeout is
    /// capped at a day, and the initialize, open and tap written at once are all answered.
    @Test func hugeQuestionTimeoutDoesNotKillTheDaemon() throws {
        let daemon = try Daemon()
        let messages: [JSONValue] = [
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["capabilities": ["popsplit": ["delegateQuestions": true, "questionTimeoutMs": .int(Int64.max)]]],
            ],
            ["jsonrpc": "2.0", "id": 2, "method": "scene/open", "params": ["scene": "s1", "path": "examples/scenes/tabs.json"]],
            ["jsonrpc": "2.0", "id": 3, "method": "touch/tap", "params": ["scene": "s1", "point": [494, 999.5]]],
        ]
        try daemon.write(messages.flatMap { Framing.contentLength.frame(JSONCodec.serialize($0)) })
        #expect(try daemon.reply(to: 1).result?["serverInfo"]?["name"] == "popsplit")
        #expect(try daemon.reply(to: 2).result?["scene"] == "s1")
        let question = try daemon.next()
        #expect(question["method"] == .string(Self.method))
        try daemon.answer(try #require(question["id"]), result: false)
        #expect(try daemon.reply(to: 3).result?["shouldSelect"] == false)
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// `$/cancelRequest` for the tap waiting for its own question answers it
    /// -32800 at once; the model stays as it was; the late answer is ignored (and logged).
    @Test func cancelOfTheRequestWaitingForItsQuestion() throws {
        let daemon = try Daemon(["serve", "--log-level", "info"])
        try daemon.initialize(delegateQuestions: true, questionTimeoutMs: 60_000)
        let open = try daemon.open("tabs")
        let centres = try Self.tabCentres(in: try #require(open.layouts.first))
        let before = try daemon.snapshot()
        let (tap, question) = try Self.tapAndReadQuestion(daemon, centres[2])
        try daemon.notify("$/cancelRequest", ["id": tap])
        let cancelled = try daemon.next()
        #expect(cancelled == ["jsonrpc": "2.0", "id": tap, "error": ["code": -32800, "message": "request cancelled"]])
        try daemon.answer(try #require(question["id"]), result: true)
        try daemon.expectNothingMore()
        #expect(try daemon.snapshot() == before)
        #expect(try daemon.shutdownAndExit() == 0)
        #expect(daemon.finalStderr().contains("q1"))
    }
}
