import PopsplitJSON
import PopsplitTestSupport
import Testing

/// `scene/reload {text}` answers an edited text the same, byte for byte, whether the daemon
/// checks it incrementally (against the last text) or in full.
@Suite struct ServerIncrementalReloadTests {
    /// Random one-region edits of the split mail example, reloaded into a scene of one daemon
    /// (each checked against the previous text) and of another whose cache is spoilt before each
    /// reload (a text of `{}`, which parses, is checked in between): every reply, notification
    /// and error of the reloads is the same.
    @Test(arguments: ["split-mail", "navigation-drilldown", "popover-master-list"])
    func incrementalReloadsAnswerAsFullOnes(name: String) throws {
        let original = try SceneDocumentExamplesTests.text(name)
        let incremental = ServerDriver()
        let full = ServerDriver()
        for driver in [incremental, full] {
            #expect(driver.call("scene/open", ["scene": "s", "text": .string(original)]).error == nil)
        }
        var random = SplitMix64(seed: 2_004)
        var text = original
        for step in 0..<40 {
            text = random.chance(20) ? original : RandomTextEdit.edit(text, &random)
            let params: JSONValue = ["scene": "s", "text": .string(text)]
            full.call("scene/open", ["scene": "spoiler", "text": "{}"])
            incremental.call("scene/list")  // keeps the request ids alike
            let fast = incremental.call("scene/reload", params)
            let slow = full.call("scene/reload", params)
            #expect(fast.messages == slow.messages, "\(name), step \(step):\n\(text)")
        }
    }
}
