import PopsplitRPC
import Testing

/// Questions to the client: opt-in, replies in the shapes real clients send, timeouts, queueing.
@Suite struct SessionQuestionTests {
    /// The question the fake's `ask` sends first.
    let question = Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#)

    /// A driver that opted in, with `ask` (id 1) already sent.
    func asking(timeoutMs: Int? = nil) -> SessionDriver {
        let driver = SessionDriver()
        driver.initialize(delegate: true, timeoutMs: timeoutMs)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#, at: 100) == [question])
        return driver
    }

    /// Client that did not opt in gets the default at once.
    @Test func clientThatDidNotOptInGetsTheDefaultAtOnce() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#) == [Wire.result("1", #"{"answer":true}"#)])
        #expect(!driver.session.hasOutstandingQuestion)
    }

    /// Plain boolean reply is the answer.
    @Test func plainBooleanReplyIsTheAnswer() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#) == [Wire.result("1", #"{"answer":false}"#)])
    }

    /// Answer object reply is the answer.
    @Test func answerObjectReplyIsTheAnswer() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":{"answer":false}}"#) == [Wire.result("1", #"{"answer":false}"#)])
    }

    /// Null reply takes the default.
    @Test func nullReplyTakesTheDefault() {
        // Neovim's vim.NIL and Emacs' default dispatcher answer null.
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":null}"#) == [Wire.result("1", #"{"answer":true}"#)])
    }

    /// Emacs positive error code takes the default.
    @Test func emacsPositiveErrorCodeTakesTheDefault() {
        let driver = asking()
        let out = driver.send(#"{"jsonrpc":"2.0","id":"q1","error":{"code":32603,"message":"(error \"nope\")"}}"#)
        #expect(out == [Wire.result("1", #"{"answer":true}"#)])
    }

    /// Reply of the wrong type takes the default.
    @Test func replyOfTheWrongTypeTakesTheDefault() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":"no"}"#) == [Wire.result("1", #"{"answer":true}"#)])
    }

    /// Timeout via tick takes the default.
    @Test func timeoutViaTickTakesTheDefault() {
        let driver = asking(timeoutMs: 250)
        #expect(driver.session.nextDeadline == 350)
        #expect(driver.tick(at: 349).isEmpty)
        #expect(driver.tick(at: 350) == [Wire.result("1", #"{"answer":true}"#)])
        #expect(driver.session.nextDeadline == nil)
        // The late reply matches no question any more: ignored.
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#, at: 400).isEmpty)
    }

    /// Default timeout is five seconds.
    @Test func defaultTimeoutIsFiveSeconds() {
        let driver = asking()
        #expect(driver.session.nextDeadline == 5100)
    }

    /// Reply nobody asked for is ignored and service continues.
    @Test func replyNobodyAskedForIsIgnoredAndServiceContinues() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q99","result":true}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":7,"error":{"code":-1,"message":"x"}}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]}"#) == [Wire.result("2", "[2]")])
        #expect(driver.logger.messages(at: .warning).count == 2)
    }

    /// Unmatched reply while a question is outstanding does not resolve it.
    @Test func unmatchedReplyWhileAQuestionIsOutstandingDoesNotResolveIt() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q2","result":false}"#).isEmpty)
        #expect(driver.session.hasOutstandingQuestion)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#) == [Wire.result("1", #"{"answer":false}"#)])
    }

    /// Later messages wait in FIFO order while a question is outstanding.
    @Test func laterMessagesWaitInFIFOOrderWhileAQuestionIsOutstanding() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"note"}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":3,"method":"notify"}"#).isEmpty)
        #expect(driver.send(#"not json"#).isEmpty)
        #expect(driver.session.queuedCount == 4)
        #expect(driver.handler.calls == ["initialize", "ask"])
        let out = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":true}"#)
        #expect(out.count == 5)
        #expect(out[0] == Wire.result("1", #"{"answer":true}"#))
        #expect(out[1] == Wire.result("2", "[2]"))
        #expect(out[2] == #"{"jsonrpc":"2.0","method":"layout/changed","params":{"n":1}}"#)
        #expect(out[3] == Wire.result("3", #""done""#))
        #expect(out[4].hasPrefix(Wire.errorPrefix("null", -32700)))
        #expect(driver.handler.calls == ["initialize", "ask", "echo", "note!", "notify"])
    }

    /// Queued question asks only after the first is answered.
    @Test func queuedQuestionAsksOnlyAfterTheFirstIsAnswered() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"ask"}"#).isEmpty)
        let out = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#)
        #expect(out == [Wire.result("1", #"{"answer":false}"#), Wire.request("q2", "delegate/shouldSelect", #"{"tab":2}"#)])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q2","result":true}"#) == [Wire.result("2", #"{"answer":true}"#)])
    }

    /// Chained questions resume in turn.
    @Test func chainedQuestionsResumeInTurn() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"askTwice"}"#) == [Wire.request("q1", "delegate/first", "{}")])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#) == [Wire.request("q2", "delegate/second", "{}")])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":"q2","result":true}"#) == [Wire.result("1", "[false,true]")])
    }

    /// Chained questions without opt in use every default.
    @Test func chainedQuestionsWithoutOptInUseEveryDefault() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"askTwice"}"#) == [Wire.result("1", "[true,false]")])
    }

    /// End of input answers pending and queued requests.
    @Test func endOfInputAnswersPendingAndQueuedRequests() {
        let driver = asking()
        driver.send(#"{"jsonrpc":"2.0","id":2,"method":"ask"}"#)
        let out = driver.close(at: 200)
        #expect(out == [Wire.result("1", #"{"answer":true}"#), Wire.result("2", #"{"answer":true}"#)])
        #expect(driver.exitCode == 0)
    }

    /// Shutdown and exit queued behind a question still exit zero.
    @Test func shutdownAndExitQueuedBehindAQuestionStillExitZero() {
        let driver = asking()
        #expect(driver.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#).isEmpty)
        let out = driver.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(out == [Wire.result("1", #"{"answer":true}"#), Wire.result("2", "null")])
        #expect(driver.exitCode == 0)
    }
}
