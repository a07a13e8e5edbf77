import PopsplitJSON
import Testing

/// Bad input over real pipes: each gets the right error, the model stays exactly as it was
/// (`scene/snapshot` before and after, state and layout) and the daemon keeps serving.
@Suite struct BadInputTests {
    /// A daemon with the tabs example open as `s1`, and its snapshot.
    static func started(framing: Framing = .contentLength) throws -> (Daemon, JSONValue) {
        let daemon = try Daemon(framing: framing)
        try daemon.initialize()
        try daemon.open("tabs")
        return (daemon, try daemon.snapshot())
    }

    /// The model is as `before` and the daemon still serves, then shuts down cleanly.
    static func expectUnchangedAndServing(_ daemon: Daemon, _ before: JSONValue) throws {
        let after = try daemon.snapshot()
        #expect(after == before, "the model changed after bad input")
        let select = try daemon.call("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": 1])
        #expect(select.result?["scene"] == "s1")
        #expect(try daemon.shutdownAndExit() == 0)
        _ = try daemon.wholeOutput()
    }

    /// The next message must be a -32700 with id `id` (null by default); returns it.
    static func expectParseError(_ daemon: Daemon, id: JSONValue = .null) throws -> JSONValue {
        let error = try daemon.next()
        #expect(error["id"] == id)
        #expect(error["error"]?["code"] == -32700)
        #expect(error["error"]?["message"]?.stringValue?.isEmpty == false)
        return error
    }

    /// A frame whose Content-Length is larger than its body, then end of input: logged, clean
    /// exit 0, and everything before it was answered.
    @Test func truncatedFrameThenEndOfInput() throws {
        let (daemon, _) = try Self.started()
        let id = try daemon.request("scene/list")
        try daemon.write("Content-Length: 200\r\n\r\n" + #"{"jsonrpc":"2.0","id":99,"method":"scene/li"#)
        #expect(try daemon.reply(to: id).result?["scenes"]?.arrayValue?.count == 1)
        daemon.closeInput()
        #expect(try daemon.waitForExit() == 0)
        let output = try daemon.wholeOutput()
        #expect(!output.contains { $0["id"] == 99 })
        #expect(daemon.finalStderr().contains("input ended inside a message"))
    }

    /// A non-numeric Content-Length is -32700 and the reader resynchronises at the next frame.
    @Test func invalidContentLength() throws {
        let (daemon, before) = try Self.started()
        try daemon.write("Content-Length: twelve\r\n\r\n" + #"{"jsonrpc":"2.0","id":50,"method":"app/enterBackground","params":{"scene":"s1"}}"#)
        let error = try Self.expectParseError(daemon)
        #expect(error["error"]?["message"]?.stringValue?.contains("Content-Length") == true)
        try daemon.write("Content-Length: -5\r\n\r\n")
        _ = try Self.expectParseError(daemon)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A header section without Content-Length is -32700; the next frame is served.
    @Test func missingContentLength() throws {
        let (daemon, before) = try Self.started()
        try daemon.write("Content-Type: application/json\r\n\r\n" + #"{"jsonrpc":"2.0","id":50,"method":"app/enterBackground","params":{"scene":"s1"}}"#)
        let error = try Self.expectParseError(daemon)
        #expect(error["error"]?["message"]?.stringValue?.contains("Content-Length") == true)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A malformed header line beside a valid Content-Length: the frame is skipped (the reader
    /// resynchronises at the next `Content-Length:`).
    @Test func malformedHeaderLine() throws {
        let (daemon, before) = try Self.started()
        let body = #"{"jsonrpc":"2.0","id":50,"method":"app/enterBackground","params":{"scene":"s1"}}"#
        try daemon.write("Content-Length: \(body.utf8.count)\r\nthis is not a header\r\n\r\n" + body)
        _ = try Self.expectParseError(daemon)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A header section longer than 8 KiB is -32700 and the reader resynchronises at the next
    /// `Content-Length`.
    @Test func headerSectionTooLong() throws {
        let (daemon, before) = try Self.started()
        try daemon.write("X-Padding: " + String(repeating: "a", count: 9000) + "\r\n")
        let error = try Self.expectParseError(daemon)
        #expect(error["error"]?["message"]?.stringValue?.contains("8192") == true)
        try daemon.write("\r\n")
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A Content-Length over 64 MiB is refused as soon as its header ends (no waiting for the
    /// body); end of input then is a clean exit.
    @Test func bodyOver64MiB() throws {
        let (daemon, _) = try Self.started()
        try daemon.write("Content-Length: 67108865\r\n\r\n{")
        let error = try Self.expectParseError(daemon)
        #expect(error["error"]?["message"]?.stringValue?.contains("67108865") == true)
        daemon.closeInput()
        #expect(try daemon.waitForExit() == 0)
    }

    /// A body of invalid UTF-8 is -32700 with where it failed.
    @Test func invalidUTF8Body() throws {
        let (daemon, before) = try Self.started()
        let body =
            Array(#"{"jsonrpc":"2.0","id":50,"method":"tabBar/select","params":{"scene":"s1","tabBar":"tabs","index":2,"x":""#.utf8)
            + [0xC3, 0x28, 0xFF] + Array(#""}}"#.utf8)
        try daemon.write(Framing.contentLength.frame(body))
        let error = try Self.expectParseError(daemon, id: 50)
        #expect(error["error"]?["data"]?["line"]?.intValue != nil)
        #expect(error["error"]?["data"]?["column"]?.intValue != nil)
        #expect(error["error"]?["data"]?["position"]?.intValue != nil)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// Duplicate keys are -32700, answered with the request's id when it is known; two ids make
    /// it unknowable (id null).
    @Test func duplicateKeys() throws {
        let (daemon, before) = try Self.started()
        try daemon.send(text: #"{"jsonrpc":"2.0","id":50,"method":"tabBar/select","params":{"scene":"s1","tabBar":"tabs","index":2,"index":1}}"#)
        _ = try Self.expectParseError(daemon, id: 50)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":51,"id":52,"method":"scene/list"}"#)
        _ = try Self.expectParseError(daemon)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// Nesting deeper than 2048 is -32700; exactly 2048 is accepted.
    @Test func nestingDeeperThan2048() throws {
        let (daemon, before) = try Self.started()
        try daemon.send(text: String(repeating: "[", count: 2049) + String(repeating: "]", count: 2049))
        _ = try Self.expectParseError(daemon)
        let deep = String(repeating: "[", count: 2045) + String(repeating: "]", count: 2045)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":"deep","method":"scene/layout","params":{"scene":"s1","x":{"y":"# + deep + "}}}")
        let reply = try daemon.reply(to: "deep")
        #expect(reply.result?["version"] == 1)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":"deeper","method":"scene/layout","params":{"scene":"s1","x":{"y":["# + deep + "]}}}")
        _ = try Self.expectParseError(daemon, id: "deeper")
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// An integer above 2^63 - 1 (as id or as a param) is -32700; as a param, the answer
    /// carries the request's id, as for a real beyond `Double` (`1e400`).
    @Test func integerAbove2To63() throws {
        let (daemon, before) = try Self.started()
        try daemon.send(text: #"{"jsonrpc":"2.0","id":9223372036854775808,"method":"scene/list"}"#)
        _ = try Self.expectParseError(daemon)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":51,"method":"tabBar/select","params":{"scene":"s1","tabBar":"tabs","index":18446744073709551617}}"#)
        _ = try Self.expectParseError(daemon, id: 51)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":"real","method":"touch/tap","params":{"scene":"s1","point":[1e400,0]}}"#)
        _ = try Self.expectParseError(daemon, id: "real")
        try daemon.send(text: #"{"jsonrpc":"2.0","id":9223372036854775807,"method":"scene/list"}"#)
        #expect(try daemon.next()["id"] == .int(Int64.max))
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A body that is not JSON is -32700 (with the id it began with, if any) and the next frame
    /// is still in place.
    @Test func bodyThatIsNotJSON() throws {
        let (daemon, before) = try Self.started()
        try daemon.send(text: #"{"jsonrpc":"2.0","id":50,"method":"#)
        _ = try Self.expectParseError(daemon, id: 50)
        try daemon.send(text: "Content-Type: oops")
        _ = try Self.expectParseError(daemon)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// Messages that are JSON but not JSON-RPC 2.0 are -32600.
    @Test func invalidRequests() throws {
        let (daemon, before) = try Self.started()
        for text in [
            #"{"jsonrpc":"1.0","id":50,"method":"app/enterBackground","params":{"scene":"s1"}}"#,
            #"{"jsonrpc":"2.0","id":51,"method":"app/enterBackground","params":"s1"}"#,
            #"{"jsonrpc":"2.0","id":52}"#, "42",
        ] {
            try daemon.send(text: text)
            let error = try daemon.next()
            #expect(error["error"]?["code"] == -32600, "\(text)")
        }
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// An unknown method is -32601 with the request's id.
    @Test func unknownMethod() throws {
        let (daemon, before) = try Self.started()
        let reply = try daemon.call("scene/explode", ["scene": "s1"])
        #expect(reply.errorCode == -32601)
        #expect(reply.errorMessage?.contains("scene/explode") == true)
        #expect(reply.before.isEmpty)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// Wrong param types are -32602 whose message names the field path and the expected type.
    @Test func wrongParamTypes() throws {
        let (daemon, before) = try Self.started()
        let cases: [(method: String, params: JSONValue, path: String, expected: String)] = [
            ("tabBar/select", ["scene": "s1", "tabBar": "tabs", "index": "2"], "params.index", "integer"),
            ("tabBar/select", ["scene": "s1", "tabBar": 7, "index": 2], "params.tabBar", "string"),
            ("touch/tap", ["scene": "s1", "point": "middle"], "params.point", "array"),
            ("touch/tap", ["scene": "s1", "point": [10, "y"]], "params.point", "array of 2 numbers"),
            ("device/rotate", ["scene": "s1", "orientation": "sideways"], "params.orientation", "one of"),
            ("device/rotate", ["scene": "s1", "orientation": "portrait", "animated": "yes"], "params.animated", "boolean"),
            ("scene/snapshot", ["scene": 1], "params.scene", "string"),
            ("scene/restore", ["scene": "s1", "snapshot": 5], "params.snapshot", "object"),
            (
                "navigation/setStack", ["scene": "s1", "navigation": "searchNav", "controllers": ["search", 3]],
                "params.controllers[1]", "string"
            ),
        ]
        for test in cases {
            let reply = try daemon.call(test.method, test.params)
            let message = reply.errorMessage ?? ""
            #expect(reply.errorCode == -32602, "\(test.method): \(JSONCodec.string(reply.response))")
            #expect(message.hasPrefix(test.path + ": expected " + test.expected), "\(test.method): \(message)")
            #expect(reply.response["error"]?["data"]?["path"] == .string(test.path))
            #expect(reply.response["error"]?["data"]?["expected"]?.stringValue?.hasPrefix(test.expected) == true)
            #expect(reply.before.isEmpty)
        }
        let missing = try daemon.call("tabBar/select", ["scene": "s1", "tabBar": "tabs"])
        #expect(missing.errorMessage == "params.index: expected integer, got nothing")
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// Model errors over the wire: UIKit's text for MOD-01, -32011, -32012, -32013; nothing
    /// changes.
    @Test func modelErrorsLeaveTheModelAlone() throws {
        let (daemon, before) = try Self.started()
        let active = try daemon.call("modal/present", ["scene": "s1", "presenter": "featured", "controller": "settings"])
        #expect(active.errorCode == -32001)  // MOD-01
        #expect(active.errorMessage == "Application tried to present modally an active controller")
        #expect(try daemon.call("scene/snapshot", ["scene": "nope"]).errorCode == -32011)
        #expect(try daemon.call("tabBar/select", ["scene": "s1", "tabBar": "nobody", "index": 0]).errorCode == -32012)
        #expect(try daemon.call("touch/tap", ["scene": "s1", "point": [-50, 4000]]).errorCode == -32013)
        #expect(try daemon.call("page/turn", ["scene": "s1", "pageView": "tabs", "direction": "forward"]).errorCode == -32012)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// `$/cancelRequest` for a request that already ran, or that never existed, changes nothing
    /// and is not answered.
    @Test func cancelOfAFinishedRequestIsIgnored() throws {
        let (daemon, before) = try Self.started()
        let id = try daemon.request("scene/list")
        _ = try daemon.reply(to: id)
        try daemon.notify("$/cancelRequest", ["id": id])
        try daemon.notify("$/cancelRequest", ["id": "never-sent"])
        try daemon.notify("$/cancelRequest", ["id": ["not", "an", "id"]])
        try daemon.expectNothingMore()
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A response to a question nobody asked is logged and ignored.
    @Test func replyToNoQuestionIsIgnored() throws {
        let (daemon, before) = try Self.started()
        try daemon.answer("q1", result: false)
        try daemon.answer(77, result: ["answer": true])
        try daemon.answer("q9", errorCode: 32603, message: "not implemented")
        try daemon.expectNothingMore()
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A frame whose Content-Length is too short (here: counted in characters)
    /// leaves junk that runs into the next frame's header; that next request is still answered,
    /// after a -32700 for the broken one.
    @Test func shortContentLengthDoesNotSwallowTheNextRequest() throws {
        let (daemon, before) = try Self.started()
        let broken = #"{"jsonrpc":"2.0","id":60,"method":"keyboard/type","params":{"scene":"s1","text":"héllo wörld 😀"}}"#
        let next = #"{"jsonrpc":"2.0","id":61,"method":"scene/list"}"#
        try daemon.write("Content-Length: \(broken.count)\r\n\r\n" + broken + "Content-Length: \(next.utf8.count)\r\n\r\n" + next)
        var replies: [JSONValue] = []
        while !replies.contains(where: { $0["id"] == 61 }) { replies.append(try daemon.next()) }
        #expect(replies.last?["result"]?["scenes"]?.arrayValue?.count == 1)
        #expect(replies.dropLast().allSatisfy { $0["error"]?["code"] == -32700 })
        try daemon.write("Content-Length: 40\r\n\r" + String(repeating: " ", count: 40) + "Content-Length: \(next.utf8.count)\r\n\r\n" + next)
        _ = try Self.expectParseError(daemon)
        #expect(try daemon.next()["id"] == 61)
        try Self.expectUnchangedAndServing(daemon, before)
    }

    /// A raw NUL byte after a number is -32700 (never dropped, with the invalid text
    /// accepted); `\u0000` in a string is accepted.
    @Test func rawNulIsRefusedEscapedNulAccepted() throws {
        let (daemon, before) = try Self.started()
        let raw = Array(#"{"jsonrpc":"2.0","id":70,"method":"tabBar/select","params":{"scene":"s1","tabBar":"tabs","index":1"#.utf8) + [0] + Array("}}".utf8)
        try daemon.write(Framing.contentLength.frame(raw))
        _ = try Self.expectParseError(daemon, id: 70)
        let escaped = try daemon.call("scene/list", ["note": "a\u{0}b"])
        #expect(escaped.result?["scenes"]?.arrayValue?.count == 1)
        try Self.expectUnchangedAndServing(daemon, before)
    }
}
