import PopsplitJSON
import Testing

/// The LSP lifecycle of the built daemon over real pipes (protocol.md, section 3).
@Suite struct LifecycleTests {
    /// `initialize` answers server info, protocol version and capabilities.
    @Test func initializeResultHasTheDocumentedShape() throws {
        let daemon = try Daemon()
        let result = try daemon.initialize()
        #expect(result["serverInfo"]?["name"] == "popsplit")
        #expect(result["serverInfo"]?["version"]?.stringValue?.isEmpty == false)
        #expect(result["protocolVersion"] == "0.1")
        let capabilities = try #require(result["capabilities"])
        let methods = capabilities["methods"]?.arrayValue?.compactMap(\.stringValue) ?? []
        for method in [
            "scene/open", "scene/reload", "scene/close", "scene/snapshot", "scene/restore", "scene/layout",
            "scene/list", "device/rotate", "navigation/push", "tabBar/select", "modal/present", "touch/tap",
        ] {
            #expect(methods.contains(method), "initialize does not list \(method)")
        }
        // The `$/` notifications the daemon honours are listed too.
        #expect(methods.prefix(2) == ["$/cancelRequest", "$/setTrace"])
        #expect(methods == methods.sorted())
        #expect(
            capabilities["questions"] == [
                "delegate/popoverControllerShouldDismissPopover", "delegate/splitViewControllerconstrainSplitPositionsplitViewSize",
                "delegate/splitViewControllershouldHideViewControllerinOrientation", "delegate/tabBarControllershouldSelectViewController",
            ])
        #expect(capabilities["layoutModes"] == ["full", "delta"])
        #expect(capabilities["profiles"] == ["ios5.0", "ios5.1", "ios6"])
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// `initialized` changes nothing and gets no answer; the next request is served.
    @Test func initializedNotificationIsSilent() throws {
        let daemon = try Daemon()
        _ = try daemon.call("initialize", [:])
        try daemon.notify("initialized", [:])
        try daemon.expectNothingMore()
        let list = try daemon.call("scene/list")
        #expect(list.result == ["scenes": []])
        #expect(list.before.isEmpty)
    }

    /// `shutdown` -> null; later requests -> -32600; `exit` -> code 0.
    @Test func shutdownThenRequestThenExit() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        let shutdown = try daemon.call("shutdown")
        #expect(shutdown.response == ["jsonrpc": "2.0", "id": 2, "result": nil])
        let after = try daemon.call("scene/list")
        #expect(after.errorCode == -32600)
        #expect(after.response["id"] == 3)
        try daemon.notify("exit")
        #expect(try daemon.waitForExit() == 0)
        #expect(daemon.everythingRead)
        _ = try daemon.wholeOutput()
    }

    /// `exit` without `shutdown` -> exit code 1.
    @Test func exitWithoutShutdownIsCodeOne() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        try daemon.notify("exit")
        #expect(try daemon.waitForExit() == 1)
    }

    /// `exit` before `initialize` is honoured too (exit code 1: no shutdown).
    @Test func exitBeforeInitialize() throws {
        let daemon = try Daemon()
        try daemon.notify("exit")
        #expect(try daemon.waitForExit() == 1)
        #expect(try daemon.wholeOutput().isEmpty)
    }

    /// End of input ends the daemon cleanly with exit code 0, with or without a session.
    @Test func endOfInputIsACleanExit() throws {
        let idle = try Daemon()
        idle.closeInput()
        #expect(try idle.waitForExit() == 0)
        #expect(try idle.wholeOutput().isEmpty)

        let busy = try Daemon()
        try busy.initialize()
        try busy.open("tabs")
        busy.closeInput()
        #expect(try busy.waitForExit() == 0)
    }

    /// End of input while a question is outstanding: the question takes its default, the
    /// request queued behind it still runs, every accepted request is answered, exit code 0.
    @Test func endOfInputAnswersEverythingAccepted() throws {
        let daemon = try Daemon()
        try daemon.initialize(delegateQuestions: true, questionTimeoutMs: 60_000)
        try daemon.open("tabs")
        let tap = try daemon.request("touch/tap", ["scene": "s1", "point": [494, 999]])
        #expect(try daemon.next()["method"] == "delegate/tabBarControllershouldSelectViewController")
        let queued = try daemon.request("scene/snapshot", ["scene": "s1"])
        daemon.closeInput()
        let tapReply = try daemon.reply(to: tap)
        #expect(tapReply.result?["shouldSelect"] == true)
        let snapshot = try daemon.reply(to: queued)
        #expect(snapshot.result?["snapshot"]?["selectedTabs"]?["tabs"] == 2)  // TAB-01
        #expect(try daemon.waitForExit() == 0)
    }

    /// Nothing after `exit` is read, even in the same write.
    @Test func messagesAfterExitAreIgnored() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        var bytes: [UInt8] = []
        for text in [
            #"{"jsonrpc":"2.0","id":10,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
            #"{"jsonrpc":"2.0","id":11,"method":"scene/list"}"#,
        ] {
            bytes += Framing.contentLength.frame(Array(text.utf8))
        }
        try daemon.write(bytes)
        #expect(try daemon.waitForExit() == 0)
        let output = try daemon.wholeOutput()
        #expect(output.last?["id"] == 10)
        #expect(!output.contains { $0["id"] == 11 })
    }

    /// Requests before `initialize` get -32002; notifications are dropped; initialize still works.
    @Test func requestBeforeInitializeIsRefused() throws {
        let daemon = try Daemon()
        let early = try daemon.call("scene/list")
        #expect(early.errorCode == -32002)
        #expect(early.before.isEmpty)
        try daemon.notify("scene/list")
        try daemon.expectNothingMore()
        try daemon.initialize()
        #expect(try daemon.call("scene/list").result == ["scenes": []])
    }

    /// A second `initialize` is an invalid request.
    @Test func secondInitializeIsRefused() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        #expect(try daemon.call("initialize", [:]).errorCode == -32600)
    }
}
