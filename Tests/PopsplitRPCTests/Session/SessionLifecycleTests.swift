import PopsplitRPC
import Testing

/// The LSP lifecycle: initialize first, shutdown, exit codes.
@Suite struct SessionLifecycleTests {
    /// Requests before initialize get -32002.
    @Test func requestsBeforeInitializeGetMinus32002() {
        let driver = SessionDriver()
        let out = driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{}}"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"server not initialized"}}"#])
        #expect(driver.handler.calls.isEmpty)
    }

    /// Notifications before initialize are dropped.
    @Test func notificationsBeforeInitializeAreDropped() {
        let driver = SessionDriver()
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"note","params":{}}"#).isEmpty)
        #expect(driver.handler.calls.isEmpty)
        #expect(driver.session.lifecycle == .awaitingInitialize)
    }

    /// Initialize then requests run.
    @Test func initializeThenRequestsRun() {
        let driver = SessionDriver()
        #expect(driver.initialize() == [Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#)])
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"echo","params":{"x":1}}"#) == [Wire.result("2", #"{"x":1}"#)])
        #expect(driver.handler.calls == ["initialize", "echo"])
    }

    /// Second initialize is invalid.
    @Test func secondInitializeIsInvalid() {
        let driver = SessionDriver()
        driver.initialize()
        let out = driver.send(#"{"jsonrpc":"2.0","id":9,"method":"initialize","params":{}}"#)
        #expect(out.count == 1)
        #expect(out[0].hasPrefix(Wire.errorPrefix("9", -32600)))
    }

    /// Failed initialize keeps the session uninitialized.
    @Test func failedInitializeKeepsTheSessionUninitialized() {
        let driver = SessionDriver()
        driver.handler.initializeResult = .failure(RPCError(code: -32001, message: "no"))
        #expect(driver.initialize() == [#"{"jsonrpc":"2.0","id":0,"error":{"code":-32001,"message":"no"}}"#])
        #expect(driver.session.lifecycle == .awaitingInitialize)
    }

    /// Bad question settings are invalid params.
    @Test func badQuestionSettingsAreInvalidParams() {
        let driver = SessionDriver()
        let out = driver.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":"yes"}}}}"#)
        #expect(out.count == 1)
        #expect(out[0].contains(#""code":-32602,"message":"params.capabilities.popsplit.delegateQuestions: expected boolean, got string""#))
    }

    /// Shutdown replies null then requests get -32600.
    @Test func shutdownRepliesNullThenRequestsGetMinus32600() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#) == [Wire.result("5", "null")])
        let out = driver.send(#"{"jsonrpc":"2.0","id":6,"method":"echo","params":{}}"#)
        #expect(out.count == 1)
        #expect(out[0].hasPrefix(Wire.errorPrefix("6", -32600)))
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"note"}"#).isEmpty)
        #expect(driver.handler.calls == ["initialize"])
    }

    /// Exit after shutdown is code zero.
    @Test func exitAfterShutdownIsCodeZero() {
        let driver = SessionDriver()
        driver.initialize()
        driver.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"exit"}"#).isEmpty)
        #expect(driver.exitCode == 0)
        #expect(driver.session.lifecycle == .ended)
    }

    /// Exit without shutdown is code one.
    @Test func exitWithoutShutdownIsCodeOne() {
        let driver = SessionDriver()
        driver.initialize()
        driver.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(driver.exitCode == 1)
    }

    /// Exit before initialize is code one.
    @Test func exitBeforeInitializeIsCodeOne() {
        let driver = SessionDriver()
        driver.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(driver.exitCode == 1)
    }

    /// Input after exit is ignored.
    @Test func inputAfterExitIsIgnored() {
        let driver = SessionDriver()
        driver.initialize()
        driver.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo"}"#).isEmpty)
    }

    /// End of input is exit code zero either way.
    @Test func endOfInputIsExitCodeZeroEitherWay() {
        let plain = SessionDriver()
        plain.initialize()
        #expect(plain.close().isEmpty)
        #expect(plain.exitCode == 0)
        #expect(plain.logger.messages(at: .warning).contains("end of input without shutdown"))

        let polite = SessionDriver()
        polite.initialize()
        polite.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(polite.close().isEmpty)
        #expect(polite.exitCode == 0)
    }
}
