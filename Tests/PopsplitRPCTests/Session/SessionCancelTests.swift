import Testing
import PopsplitRPC

/// `$/cancelRequest`: queued requests are answered -32800, ran ones are not affected.
@Suite struct SessionCancelTests {
    /// Cancelling a request that already ran changes nothing.
    @Test func cancellingARequestThatAlreadyRanChangesNothing() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#) == [Wire.result("1", "[1]")])
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#).isEmpty)
    }

    /// Cancelling a queued request answers it once and skips it.
    @Test func cancellingAQueuedRequestAnswersItOnceAndSkipsIt() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#)
        driver.send(#"{"jsonrpc":"2.0","id":"two","method":"echo","params":[2]}"#)
        driver.send(#"{"jsonrpc":"2.0","id":3,"method":"echo","params":[3]}"#)
        let cancelled = driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"two"}}"#)
        #expect(cancelled == [#"{"jsonrpc":"2.0","id":"two","error":{"code":-32800,"message":"request cancelled"}}"#])
        let rest = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":true}"#)
        #expect(rest == [Wire.result("1", #"{"answer":true}"#), Wire.result("3", "[3]")])
        #expect(driver.handler.calls == ["initialize", "ask", "echo"])
    }

    /// Cancelling the request waiting for its question does not stop it.
    @Test func cancellingTheRequestWaitingForItsQuestionDoesNotStopIt() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#) == [Wire.result("1", #"{"answer":false}"#)])
    }

    /// Malformed cancel is logged and ignored.
    @Test func malformedCancelIsLoggedAndIgnored() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":[1]}}"#).isEmpty)
        #expect(!driver.logger.messages(at: .warning).isEmpty)
    }
}
