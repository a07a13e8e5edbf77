import PopsplitJSON
import PopsplitRPC
import Testing

/// A body that looks like a request but that jansson refuses (an integer
/// beyond 64 bits, `1e400`, a duplicate key in the params) is answered -32700 with the
/// request's id when a lexical scan of the top-level object finds it, so the client does not
/// wait forever; id null otherwise.
@Suite struct SessionParseErrorIdTests {
    /// The reply to `body`, sent raw after `initialize`.
    func reply(_ body: String) -> JSONValue? {
        let driver = SessionDriver()
        driver.initialize()
        let out = driver.session.receive(frame: Array(body.utf8), nowMs: 0).messages
        #expect(out.count == 1)
        #expect(out.first?["error"]?["code"] == -32700)
        return out.first
    }

    /// Bodies whose id is recovered, and the id.
    static let recovered: [(body: String, id: JSONValue)] = [
        (#"{"jsonrpc":"2.0","id":7,"method":"echo","params":{"n":1e400}}"#, 7),
        (#"{"jsonrpc":"2.0","id":"a b","method":"echo","params":[18446744073709551616]}"#, "a b"),
        (#"{"id":-3,"jsonrpc":"2.0","method":"echo","params":{"x":1,"x":2}}"#, -3),
        (#" {"jsonrpc":"2.0","params":{"s":"}\"{[","t":[1,{"u":[]}]},"id":"\u00e9\n","method":"echo","x":1e999}"#, "é\n"),
        (#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"echo","params":[-1e400]}"#, .int(Int64.max)),
        ("{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"echo\",\"params\":{\"s\":\"\u{1}\"}}", 12),
    ]

    /// The id is recovered when the scan finds exactly one, a string or a 64-bit integer.
    @Test(arguments: recovered)
    func parseErrorKeepsARecoverableId(body: String, id: JSONValue) {
        #expect(reply(body)?["id"] == id)
    }

    /// Bodies whose id cannot be recovered: answered with id null, as before.
    static let unrecoverable = [
        #"{"jsonrpc":"2.0","id":99999999999999999999,"method":"echo"}"#,
        #"{"jsonrpc":"2.0","id":1,"id":2,"method":"echo"}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"echo","params":[1e400]}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"echo","params":[1e400]}"#,
        #"{"jsonrpc":"2.0","id":[1],"method":"echo","params":[1e400]}"#,
        #"{"id":"q1","result":1e400}"#,
        #"[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1e400]}]"#,
        #"{"jsonrpc":"2.0","params":{"a":[1,2}},"id":4,"method":"echo"}"#,
        #"{"jsonrpc":"2.0","id":"\ud800","method":"echo"}"#,
        #"{"jsonrpc":"2.0","method":"echo","params":[1e400]}"#,
        "not json at all",
        "",
    ]

    /// Without a recoverable id the answer is -32700 with id null.
    @Test(arguments: unrecoverable)
    func parseErrorWithoutARecoverableIdIsNull(body: String) {
        #expect(reply(body)?["id"] == .null)
    }

    /// The scan is bounded: an id beyond its first 1 MiB is not looked for.
    @Test func scanIsBounded() {
        let padding = String(repeating: "x", count: 1 << 20)
        #expect(reply(#"{"jsonrpc":"2.0","params":{"p":""# + padding + #""},"id":5,"method":"echo","n":1e400}"#)?["id"] == .null)
        #expect(reply(#"{"jsonrpc":"2.0","params":{"p":"short"},"id":5,"method":"echo","n":1e400}"#)?["id"] == 5)
    }
}
