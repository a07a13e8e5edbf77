import PopsplitRPC
import Testing

/// `initialize`'s `processId`: kept by the session for the I/O loop to watch; a bad one is
/// -32602 naming `params.processId`, and the session stays uninitialized.
@Suite struct SessionClientProcessTests {
    /// Sends `initialize` with `processIdJSON` as the value of `processId`.
    func initialize(_ driver: SessionDriver, processIdJSON: String) -> [String] {
        driver.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":"# + processIdJSON + "}}")
    }

    /// An integer process id is kept once `initialize` succeeded.
    @Test func anIntegerProcessIdIsKept() {
        let driver = SessionDriver()
        #expect(driver.session.clientProcessId == nil)
        #expect(initialize(driver, processIdJSON: "4242") == [Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#)])
        #expect(driver.session.clientProcessId == 4242)
        #expect(driver.session.lifecycle == .running)
    }

    /// The largest process id fits.
    @Test func theLargestProcessIdFits() {
        let driver = SessionDriver()
        _ = initialize(driver, processIdJSON: "2147483647")
        #expect(driver.session.clientProcessId == Int32.max)
    }

    /// `null` and an absent member mean: watch nothing.
    @Test func nullOrAbsentMeansNoProcess() {
        let null = SessionDriver()
        #expect(initialize(null, processIdJSON: "null").count == 1)
        #expect(null.session.lifecycle == .running)
        #expect(null.session.clientProcessId == nil)

        let absent = SessionDriver()
        absent.initialize()
        #expect(absent.session.lifecycle == .running)
        #expect(absent.session.clientProcessId == nil)
    }

    /// A process id of the wrong type is -32602 naming params.processId; nothing is kept and the
    /// handler is not asked.
    @Test(arguments: [(#""1234""#, "string"), ("true", "boolean"), ("{}", "object"), ("1.5", "number")])
    func aWrongTypeIsInvalidParams(json: String, got: String) {
        let driver = SessionDriver()
        let out = initialize(driver, processIdJSON: json)
        let error =
            #"{"code":-32602,"message":"params.processId: expected integer, got \#(got)","#
            + #""data":{"path":"params.processId","expected":"integer","got":"\#(got)"}}"#
        #expect(out == [#"{"jsonrpc":"2.0","id":0,"error":"# + error + "}"])
        #expect(driver.session.lifecycle == .awaitingInitialize)
        #expect(driver.session.clientProcessId == nil)
        #expect(driver.handler.calls.isEmpty)
    }

    /// Zero, negatives (process groups for kill(2)) and values past pid_t are refused.
    @Test(arguments: ["0", "-1", "2147483648"])
    func anIdThatNamesNoProcessIsInvalidParams(json: String) {
        let driver = SessionDriver()
        let out = initialize(driver, processIdJSON: json)
        #expect(out.count == 1)
        #expect(out.first?.hasPrefix(Wire.errorPrefix("0", -32602)) == true)
        #expect(out.first?.contains("params.processId: expected integer from 1 to 2147483647 or null, got \(json)") == true)
        #expect(driver.session.lifecycle == .awaitingInitialize)
    }

    /// A failed `initialize` keeps no process id; the retry's is kept.
    @Test func aFailedInitializeKeepsNoProcessId() {
        let driver = SessionDriver()
        driver.handler.initializeResult = .failure(RPCError(code: -32001, message: "no"))
        _ = initialize(driver, processIdJSON: "77")
        #expect(driver.session.clientProcessId == nil)
        driver.handler.initializeResult = .success([:])
        _ = initialize(driver, processIdJSON: "78")
        #expect(driver.session.clientProcessId == 78)
    }
}
