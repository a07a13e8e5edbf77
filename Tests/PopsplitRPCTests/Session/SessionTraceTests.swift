import PopsplitJSON
import PopsplitRPC
import Testing

/// LSP's `$/setTrace` and `$/logTrace`. With trace `messages` (or `verbose`,
/// which adds the message's text), the daemon sends the client a `$/logTrace` for every message
/// it receives and every message it sends (never for a `$/logTrace`); `initialize`'s `trace`
/// sets the value to start with.
@Suite struct SessionTraceTests {
    /// The compact text of a `$/logTrace` notification.
    static func logTrace(_ message: String, verbose: String? = nil) -> String {
        var params = JSONObject([("message", .string(message))])
        if let verbose { params["verbose"] = .string(verbose) }
        return JSONCodec.string(["jsonrpc": "2.0", "method": "$/logTrace", "params": .object(params)])
    }

    /// `$/setTrace` with `value`.
    static func setTrace(_ value: String) -> String {
        #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":""# + value + #""}}"#
    }

    /// With `messages`, each message in and out is traced, without its text.
    @Test func messagesTracesEveryMessageBothWays() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        #expect(driver.send(Self.setTrace("messages")).isEmpty)
        #expect(
            driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#) == [
                Self.logTrace("received request 'echo' (id 1)"), Self.logTrace("sending response (id 1)"), Wire.result("1", "[1]"),
            ])
        #expect(
            driver.send(#"{"jsonrpc":"2.0","id":2,"method":"ask"}"#) == [
                Self.logTrace("received request 'ask' (id 2)"), Self.logTrace(#"sending request 'delegate/shouldSelect' (id "q1")"#),
                Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#),
            ])
        #expect(
            driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#) == [
                Self.logTrace(#"received response (id "q1")"#), Self.logTrace("sending response (id 2)"),
                Wire.result("2", #"{"answer":false}"#),
            ])
        #expect(
            driver.send(#"{"jsonrpc":"2.0","id":3,"method":"fail"}"#) == [
                Self.logTrace("received request 'fail' (id 3)"), Self.logTrace("sending error -32603 (id 3)"),
                #"{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"internal error: the fake failed"}}"#,
            ])
        #expect(driver.send("{]").first == Self.logTrace("received unparsable message (2 bytes)"))
    }

    /// With `verbose`, each trace also carries the message's JSON text.
    @Test func verboseAddsTheMessageText() {
        let driver = SessionDriver()
        driver.initialize()
        driver.send(Self.setTrace("verbose"))
        let body = #"{"jsonrpc":"2.0","id":"e","method":"notify"}"#
        let note = #"{"jsonrpc":"2.0","method":"layout/changed","params":{"n":1}}"#
        let done = Wire.result(#""e""#, #""done""#)
        #expect(
            driver.send(body) == [
                Self.logTrace("received request 'notify' (id \"e\")", verbose: body),
                Self.logTrace("sending notification 'layout/changed'", verbose: note), note,
                Self.logTrace("sending response (id \"e\")", verbose: done), done,
            ])
    }

    /// `off` stops the traces (the `$/setTrace` that turns them off is itself still traced).
    @Test func offStopsTheTrace() {
        let driver = SessionDriver()
        driver.initialize()
        driver.send(Self.setTrace("messages"))
        #expect(driver.send(Self.setTrace("off")) == [Self.logTrace("received notification '$/setTrace'")])
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#) == [Wire.result("1", "[1]")])
    }

    /// `initialize`'s `trace` sets the value to start with: its own response is traced.
    @Test func initializeTraceSetsTheStartingValue() {
        let driver = SessionDriver()
        let out = driver.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"trace":"messages"}}"#)
        #expect(out == [Self.logTrace("sending response (id 0)"), Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#)])
    }

    /// A `trace` that is not `off`, `messages` or `verbose` fails `initialize` with -32602.
    @Test func invalidTraceAtInitializeIsInvalidParams() {
        let driver = SessionDriver()
        let out = driver.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"trace":"loud"}}"#)
        #expect(
            out == [
                #"{"jsonrpc":"2.0","id":0,"error":{"code":-32602,"message":"params.trace: expected one of \"off\", \"messages\", \"verbose\", got \"loud\"","data":{"path":"params.trace","expected":"one of \"off\", \"messages\", \"verbose\"","got":"\"loud\""}}}"#
            ])
        #expect(driver.session.lifecycle == .awaitingInitialize)
    }

    /// A bad `$/setTrace` is logged and changes nothing; the handler never sees `$/setTrace`.
    @Test func invalidSetTraceIsLoggedAndIgnored() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(Self.setTrace("loud")).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{}}"#).isEmpty)
        #expect(driver.logger.messages(at: .warning).filter { $0.contains("$/setTrace") }.count == 2)
        #expect(driver.send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#) == [Wire.result("1", "[1]")])
        #expect(driver.handler.calls == ["initialize", "echo"])
    }
}
