import PopsplitRPC
import Testing

/// Every error code the session answers with, end to end through ``RPCSession``.
@Suite struct SessionErrorCodeTests {
    /// An initialized driver.
    func ready(_ framing: FramingMode = .newline) -> SessionDriver {
        let driver = SessionDriver(framing: framing)
        driver.initialize()
        return driver
    }

    /// Parse error -32700, with the id when it could be read, else null.
    @Test func parseErrorMinus32700WithTheIdItCanRead() {
        let driver = ready()
        let out = driver.session.receive(frame: Array("{\"jsonrpc\":\"2.0\",\n\"id\":1,\"method\":".utf8), nowMs: 0).messages
        #expect(out.count == 1)
        #expect(out.first?["id"] == 1)
        let anonymous = driver.session.receive(frame: Array("{\"jsonrpc\":\"2.0\",\n\"method\":".utf8), nowMs: 0).messages
        #expect(anonymous.first?["id"] == .null)
        #expect(out.first?["error"]?["code"] == -32700)
        #expect(out.first?["error"]?["message"]?.stringValue?.hasPrefix("parse error: ") == true)
        #expect(out.first?["error"]?["data"]?["line"] == 2)
        #expect(out.first?["error"]?["data"]?["position"]?.intValue != nil)
    }

    /// Framing error is -32700 with id null.
    @Test func framingErrorIsMinus32700WithIdNull() {
        let driver = ready(.contentLength)
        let out = driver.session.receive(framingError: FramingError(.missingContentLength), nowMs: 0).messages
        #expect(out.count == 1)
        #expect(out[0]["id"] == .null)
        #expect(out[0]["error"]?["code"] == -32700)
    }

    /// Invalid request -32600.
    @Test func invalidRequestMinus32600() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":4,"method":"echo","params":7}"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"invalid request: params must be an object or an array, got integer"}}"#])
    }

    /// Null id is -32600 answered with id null.
    @Test func nullIdIsMinus32600AnsweredWithIdNull() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":null,"method":"echo"}"#)
        #expect(out.count == 1)
        #expect(out[0].hasPrefix(Wire.errorPrefix("null", -32600)))
    }

    /// Method not found -32601.
    @Test func methodNotFoundMinus32601() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":"a","method":"nope"}"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":"a","error":{"code":-32601,"message":"method not found: nope"}}"#])
    }

    /// Invalid params -32602 names the path.
    @Test func invalidParamsMinus32602NamesThePath() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":3,"method":"typed","params":{"scene":5,"count":1}}"#)
        #expect(
            out == [
                #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"params.scene: expected string, got integer","data":{"path":"params.scene","expected":"string","got":"integer"}}}"#
            ])
    }

    /// Internal error -32603.
    @Test func internalErrorMinus32603() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":3,"method":"fail"}"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"internal error: the fake failed"}}"#])
    }

    /// Not initialized -32002.
    @Test func notInitializedMinus32002() {
        let out = SessionDriver().send(#"{"jsonrpc":"2.0","id":3,"method":"echo"}"#)
        #expect(out.count == 1)
        #expect(out[0].hasPrefix(Wire.errorPrefix("3", -32002)))
    }

    /// Cancelled -32800.
    @Test func cancelledMinus32800() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#)
        driver.send(#"{"jsonrpc":"2.0","id":2,"method":"echo"}"#)
        let out = driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":2,"error":{"code":-32800,"message":"request cancelled"}}"#])
    }

    /// Failing notification is not answered.
    @Test func failingNotificationIsNotAnswered() {
        let driver = ready()
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"fail"}"#).isEmpty)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"unknown/thing"}"#).isEmpty)
        #expect(driver.handler.calls == ["initialize", "fail!", "unknown/thing!"])
    }

    /// Outcome notifications come before the response.
    @Test func outcomeNotificationsComeBeforeTheResponse() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":8,"method":"notify"}"#)
        #expect(out == [#"{"jsonrpc":"2.0","method":"layout/changed","params":{"n":1}}"#, Wire.result("8", #""done""#)])
    }
}
