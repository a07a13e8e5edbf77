import PopsplitRPC
import Testing

/// Batches: answered as one array in newline mode, refused in Content-Length mode.
@Suite struct SessionBatchTests {
    /// Batch is answered as an array in order.
    @Test func batchIsAnsweredAsAnArrayInOrder() {
        let driver = SessionDriver()
        driver.initialize()
        let out = driver.send(
            #"[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]},{"jsonrpc":"2.0","method":"note"},{"jsonrpc":"2.0","id":2,"method":"nope"},42]"#)
        #expect(
            out == [
                "[" + Wire.result("1", "[1]") + ","
                    + #"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"method not found: nope"}},"#
                    + #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: a message must be an object, got integer"}}]"#
            ])
        #expect(driver.handler.calls == ["initialize", "echo", "note!", "nope"])
    }

    /// Batch of notifications only writes nothing.
    @Test func batchOfNotificationsOnlyWritesNothing() {
        let driver = SessionDriver()
        driver.initialize()
        #expect(driver.send(#"[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}]"#).isEmpty)
    }

    /// Empty batch is one -32600.
    @Test func emptyBatchIsOneMinus32600() {
        let out = SessionDriver().send("[]")
        #expect(out == [#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: empty batch"}}"#])
    }

    /// Batch in content length mode is refused.
    @Test func batchInContentLengthModeIsRefused() {
        let driver = SessionDriver(framing: .contentLength)
        driver.initialize()
        let out = driver.send(#"[{"jsonrpc":"2.0","id":1,"method":"echo"}]"#)
        #expect(out == [#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request: batches are not supported in Content-Length mode"}}"#])
        #expect(driver.handler.calls == ["initialize"])
    }

    /// Batch with a question waits for the reply.
    @Test func batchWithAQuestionWaitsForTheReply() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        let first = driver.send(#"[{"jsonrpc":"2.0","id":1,"method":"ask"},{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]}]"#)
        #expect(first == [Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#)])
        let second = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":false}"#)
        #expect(second == ["[" + Wire.result("1", #"{"answer":false}"#) + "," + Wire.result("2", "[2]") + "]"])
    }

    /// Cancel inside a queued batch answers within the array.
    @Test func cancelInsideAQueuedBatchAnswersWithinTheArray() {
        let driver = SessionDriver()
        driver.initialize(delegate: true)
        driver.send(#"{"jsonrpc":"2.0","id":1,"method":"ask"}"#)
        driver.send(#"[{"jsonrpc":"2.0","id":2,"method":"echo","params":[2]},{"jsonrpc":"2.0","id":3,"method":"echo","params":[3]}]"#)
        #expect(driver.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}"#).isEmpty)
        let out = driver.send(#"{"jsonrpc":"2.0","id":"q1","result":true}"#)
        #expect(
            out == [
                Wire.result("1", #"{"answer":true}"#),
                "[" + Wire.result("2", "[2]") + #",{"jsonrpc":"2.0","id":3,"error":{"code":-32800,"message":"request cancelled"}}]"#,
            ])
    }
}
