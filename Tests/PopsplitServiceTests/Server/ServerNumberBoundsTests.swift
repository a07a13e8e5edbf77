import Foundation
import PopsplitJSON
import Testing

/// Every client number is bounded before the model computes with it. Touch
/// points must lie within ±100000 pt like every other coordinate (-32602 otherwise), and a
/// numeric answer to a question is brought within the same bounds before the model clamps it.
@Suite struct ServerNumberBoundsTests {
    /// Touch params with a coordinate beyond the geometry limits, and the param named.
    static let cases: [(method: String, params: JSONValue, path: String)] = [
        ("touch/tap", ["scene": "s1", "point": [1e300, 0]], "params.point"),
        ("touch/tap", ["scene": "s1", "point": [0, -100_000.5]], "params.point"),
        ("touch/swipe", ["scene": "s1", "point": [10, 1.7e308], "direction": "left"], "params.point"),
        ("touch/drag", ["scene": "s1", "from": [100, 100], "to": [-1.7e308, 1.7e308]], "params.to"),
        ("touch/drag", ["scene": "s1", "from": [1e20, 100], "to": [10, 10]], "params.from"),
    ]

    /// A touch beyond ±100000 pt is -32602 naming its param; nothing changes.
    @Test(arguments: cases)
    func touchPointsBeyondTheLimitsAreInvalidParams(method: String, params: JSONValue, path: String) {
        let driver = ServerDriver()
        driver.open("tabs", scene: "s1")
        let before = driver.snapshot()
        let reply = driver.call(method, params)
        #expect(reply.errorCode == -32602, "\(method): \(String(describing: reply.error))")
        #expect(reply.error?["data"]?["path"] == .string(path))
        #expect(reply.notifications.isEmpty)
        #expect(driver.snapshot() == before)
    }

    /// Touches at the limits are read (outside the screen they are -32013, as before).
    @Test func touchPointsAtTheLimitsAreRead() {
        let driver = ServerDriver()
        driver.open("tabs", scene: "s1")
        #expect(driver.call("touch/tap", ["scene": "s1", "point": [100_000, -100_000]]).errorCode == -32013)
        #expect(driver.call("touch/drag", ["scene": "s1", "from": [10, 500], "to": [100_000, 500]]).errorCode == -32013)
    }

    /// A huge numeric answer to the split question is treated as the farthest split point, as
    /// a large finite one is.
    @Test func hugeSplitAnswerIsClampedLikeALargeOne() throws {
        let path = "examples/scenes/versatile-panes.json"
        let text = try String(contentsOfFile: DocumentFixtures.repositoryRoot + "/" + path, encoding: .utf8)
        var results: [JSONValue] = []
        for answer: JSONValue in [1e300, 100_000, 5000] {
            let driver = ServerDriver(files: [path: text], delegateQuestions: true)
            driver.open("versatile-panes", scene: "s1")
            // The splitter of `editorSplit` is at x 300.5 (landscape), as in examples/sessions/versatile-panes.jsonl.
            let drag = driver.call("touch/drag", ["scene": "s1", "from": [300, 400], "to": [400, 400]])
            #expect(drag.messages.last?["method"] == "delegate/splitViewControllerconstrainSplitPositionsplitViewSize")
            let out = driver.send(["jsonrpc": "2.0", "id": "q1", "result": answer])
            results.append(out.last?["result"]?["splitPoint"] ?? .null)
        }
        #expect(results[0] == results[1])
        #expect(results[1] == results[2])
    }
}
