import PopsplitJSON
import Testing

/// Strings holding `\u0000` are accepted. Ids may hold NUL (they are written
/// back as `\u0000`); a file path may not, since the system would read it cut at the NUL.
@Suite struct ServerNulTests {
    /// The replies to `text`, sent as the bytes of one frame.
    static func send(_ driver: ServerDriver, _ text: String) -> [JSONValue] {
        driver.session.receive(frame: Array(text.utf8), nowMs: 0).messages
    }

    /// A scene id with `\u0000` opens, and is written back escaped.
    @Test func sceneIdWithNulOpens() throws {
        let driver = ServerDriver()
        let out = Self.send(driver, #"{"jsonrpc":"2.0","id":1,"method":"scene/open","params":{"scene":"a\u0000b","path":"examples/scenes/tabs.json"}}"#)
        let reply = try #require(out.last)
        #expect(reply["result"]?["scene"] == "a\u{0}b")
        #expect(JSONCodec.string(reply).contains(#""scene":"a\u0000b""#))
        #expect(driver.list()?["scenes"]?.arrayValue?.count == 1)
    }

    /// A path holding NUL is -32602 naming `params.path`; nothing is read.
    @Test func pathWithNulIsInvalidParams() throws {
        let driver = ServerDriver()
        let out = Self.send(driver, #"{"jsonrpc":"2.0","id":1,"method":"scene/open","params":{"path":"examples/scenes/tabs.json\u0000.txt"}}"#)
        let error = try #require(out.last?["error"])
        #expect(error["code"] == -32602)
        #expect(error["data"]?["path"] == "params.path")
        #expect(driver.list()?["scenes"] == [])
    }
}
