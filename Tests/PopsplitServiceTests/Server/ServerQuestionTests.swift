import PopsplitJSON
import Testing

/// The tab bar question through the session, in process (protocol.md, section 6; TAB-01).
@Suite struct ServerQuestionTests {
    /// A driver whose client answers questions, with the tabs example open.
    static func started(timeoutMs: Int64 = 1000) -> ServerDriver {
        let driver = ServerDriver(delegateQuestions: true, questionTimeoutMs: timeoutMs)
        driver.open("tabs")
        return driver
    }

    /// The centre of tab 2 (Settings) in portrait: items 76 pt wide, 34 pt apart, centred.
    static let settingsTab: JSONValue = [494, 999.5]

    /// Answer false: nothing changes, nothing is sent but the response.
    @Test func falseChangesNothing() throws {  // TAB-01
        let driver = Self.started()
        let before = driver.snapshot()
        let tap = driver.call("touch/tap", ["scene": "s1", "point": Self.settingsTab])
        #expect(tap.messages.map { $0["method"] } == ["delegate/tabBarControllershouldSelectViewController"])
        #expect(tap.messages.first?["params"]?["args"] == ["tabBarController": "tabs", "viewController": "settings"])
        let answer = driver.send(["jsonrpc": "2.0", "id": "q1", "result": false])
        #expect(answer.count == 1)
        #expect(answer.first?["id"] == tap.id)
        #expect(answer.first?["result"]?["shouldSelect"] == false)
        #expect(answer.first?["result"]?["layoutVersion"] == 1)
        #expect(driver.snapshot() == before)
    }

    /// A timeout applies the default (true); the tab switches.
    @Test func timeoutAppliesTheDefault() throws {  // TAB-01
        let driver = Self.started(timeoutMs: 200)
        driver.call("touch/tap", ["scene": "s1", "point": Self.settingsTab])
        #expect(driver.session.tick(nowMs: 199).messages.isEmpty)
        let late = driver.session.tick(nowMs: 200).messages
        #expect(late.last?["result"]?["shouldSelect"] == true)
        #expect(late.contains { $0["method"] == "scene/layout" })
        #expect(driver.snapshot()?["snapshot"]?["selectedTabs"] == ["tabs": 2])
    }

    /// A request queued behind the question runs only after the answer, in order: closing the
    /// scene waits until the tap that asked is finished.
    @Test func queuedRequestSeesTheAnswer() throws {
        let driver = Self.started()
        let tap = driver.call("touch/tap", ["scene": "s1", "point": Self.settingsTab])
        let queued = driver.call("scene/close", ["scene": "s1"])
        #expect(queued.messages.isEmpty)
        let out = driver.send(["jsonrpc": "2.0", "id": "q1", "result": ["answer": true]])
        let responses = out.filter { $0["method"] == nil }
        #expect(responses.map { $0["id"] } == [tap.id, queued.id])
        #expect(responses.last?["result"]?["closed"] == true)
    }

    /// `$/cancelRequest` for the tap waiting for its question answers it
    /// -32800 at once, with no event and no layout; the model stays as it was, and the late
    /// answer (even `true`) changes nothing.
    @Test func cancellingTheTapThatAsksLeavesTheModelAlone() throws {  // TAB-01
        let driver = Self.started()
        let before = driver.snapshot()
        let tap = driver.call("touch/tap", ["scene": "s1", "point": Self.settingsTab])
        #expect(tap.messages.map { $0["method"] } == ["delegate/tabBarControllershouldSelectViewController"])
        let cancelled = driver.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": tap.id]])
        #expect(cancelled.count == 1)
        #expect(cancelled.first?["id"] == tap.id)
        #expect(cancelled.first?["error"]?["code"] == -32800)
        #expect(driver.send(["jsonrpc": "2.0", "id": "q1", "result": true]).isEmpty)
        #expect(driver.session.tick(nowMs: 10_000).messages.isEmpty)
        #expect(driver.snapshot() == before)
    }
}
