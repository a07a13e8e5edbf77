import PopsplitRPC
import Testing

/// `$/cancelRequest`: queued requests, and a request waiting for its own question, are answered
/// -32800; ran ones are not affected.
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

    /// Cancelling the request that waits for its own question answers it -32800
    /// at once; the requests queued behind it run; the question's late answer is ignored (and
    /// logged) and its timeout never fires; the handler never hears the answer.
    @Test func cancellingTheRequestWaitingForItsQuestionAnswersItCancelled() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#) == [Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#)])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]}"#).isEmpty)
        let cancelled = driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        #expect(cancelled == [#"{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"request cancelled"}}"#, Wire.result("2", "[2]")])
        #expect(!driver.session.hasOutstandingQuestion)
        #expect(driver.session.nextDeadline == nil)
        #expect(driver.tick(at: 60_000).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#).isEmpty)
        #expect(driver.logger.entries.contains { $0.message.contains("q1") && $0.message.contains("cancelled") })
        #expect(driver.handler.calls == ["initialize", "ask", "echo"])
    }

    /// A request cancelled while waiting for the second question of a chain is cancelled too.
    @Test func cancellingDuringAChainOfQuestions() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        driver.send(#"{"jsonrpc":"2.0","id":"c","method":"askTwice"}"#)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":true}"#) == [Wire.request("q2", "delegate/second", "{}")])
        let cancelled = driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"c"}}"#)
        #expect(cancelled == [#"{"jsonrpc":"2.0","id":"c","error":{"code":-32800,"message":"request cancelled"}}"#])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q2","result":true}"#).isEmpty)
    }

    /// In a batch, the cancelled request's -32800 takes its place in the batch's array and the
    /// rest of the batch runs.
    @Test func cancellingARequestOfABatchWaitingForItsQuestion() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        let asked = driver.send(#"[{"jsonrpc":"2.0","id":1,"method":"ask"},{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]}]"#)
        #expect(asked == [Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#)])
        let out = driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        #expect(out == ["[" + #"{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"request cancelled"}}"# + "," + Wire.result("2", "[2]") + "]"])
    }

    /// Malformed cancel is logged and ignored.
    @Test func malformedCancelIsLoggedAndIgnored() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":[1]}}"#).isEmpty)
        #expect(!driver.logger.messages(at: .warning).isEmpty)
    }
}
