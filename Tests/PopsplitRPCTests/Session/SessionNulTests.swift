import PopsplitJSON
import PopsplitRPC
import Testing

/// `\u0000` in a string is accepted (and written back as `\u0000`); a raw NUL
/// byte anywhere in a body is -32700 (jansson on its own drops one after a number or a
/// literal, accepting invalid JSON).
@Suite struct SessionNulTests {
    /// An initialized driver.
    func ready() -> SessionDriver {
        let driver = SessionDriver()
        driver.initialize()
        return driver
    }

    /// A string holding `\u0000` is echoed back escaped, not refused.
    @Test func escapedNulInAStringIsAccepted() {
        let out = ready().send(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"s":"a\u0000b","t":"\u0000"}}"#)
        #expect(out == [Wire.result("1", #"{"s":"a\u0000b","t":"\u0000"}"#)])
    }

    /// Raw NUL bytes after a number, a literal, or between tokens are -32700, with where.
    @Test(arguments: [
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[1\u{0}]}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[true\u{0}]}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[null\u{0},false\u{0}]}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":{\"n\":-2.5e3\u{0}}}",
        "{\"jsonrpc\":\"2.0\",\"id\":1\u{0},\"method\":\"echo\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"echo\",\"params\":[\"a\u{0}b\"]}",
    ])
    func rawNulIsAParseError(body: String) {
        let out = ready().session.receive(frame: Array(body.utf8), nowMs: 0).messages
        #expect(out.count == 1)
        #expect(out.first?["error"]?["code"] == -32700)
        #expect(out.first?["error"]?["data"]?["position"]?.intValue != nil)
    }
}
