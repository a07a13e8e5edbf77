import PopsplitJSON
import Testing

/// Framing over real pipes (protocol.md, section 2): Content-Length frames in any shape editors
/// send, one byte at a time, newline mode, batches, and what the daemon writes back.
@Suite struct FramingTests {
    /// The initialize request's body, with non-ASCII text so that the length must count bytes.
    static let initializeBody =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientInfo":{"name":"Prévisualisation ✓ 🍎","version":"1"}}}"#

    /// A frame fed one byte per write still yields correct replies.
    @Test func framesFedOneByteAtATime() throws {
        let daemon = try Daemon()
        try daemon.writeBytewise(Framing.contentLength.frame(Array(Self.initializeBody.utf8)))
        let initialize = try daemon.next()
        #expect(initialize["id"] == 1)
        #expect(initialize["result"]?["protocolVersion"] == "0.1")
        let open = #"{"jsonrpc":"2.0","id":2,"method":"scene/open","params":{"path":"examples/scenes/tabs.json"}}"#
        try daemon.writeBytewise(Framing.contentLength.frame(Array(open.utf8)))
        let reply = try daemon.reply(to: 2)
        #expect(reply.result?["scene"] == "s1")
        #expect(reply.result?["layoutVersion"] == 1)
        #expect(reply.layouts.count == 1)
        try daemon.writeBytewise(Framing.contentLength.frame(Array(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#.utf8)))
        #expect(try daemon.next()["id"] == 3)
        try daemon.writeBytewise(Framing.contentLength.frame(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)))
        #expect(try daemon.waitForExit() == 0)
        _ = try daemon.wholeOutput()
    }

    /// Header names in any case, an optional Content-Type and unknown headers are all accepted;
    /// Content-Length counts bytes of UTF-8.
    @Test func headerVariantsAreAccepted() throws {
        let daemon = try Daemon()
        let body = Array(Self.initializeBody.utf8)
        #expect(body.count != Self.initializeBody.count, "the body must hold multi-byte characters")
        try daemon.write(
            Array("content-length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + body)
        #expect(try daemon.next()["id"] == 1)
        let list = Array(#"{"jsonrpc":"2.0","id":2,"method":"scene/list"}"#.utf8)
        try daemon.write(Array("X-Editor: nvim\r\nCONTENT-LENGTH: \(list.count)\r\nX-Trace: on\r\n\r\n".utf8) + list)
        #expect(try daemon.next() == ["jsonrpc": "2.0", "id": 2, "result": ["scenes": []]])
        try daemon.write(Array("cOnTeNt-LeNgTh:\(list.count)\r\n\r\n".utf8) + list)
        #expect(try daemon.next()["id"] == 2)
        daemon.closeInput()
        #expect(try daemon.waitForExit() == 0)
    }

    /// Frames far larger than a pipe's buffer go through whole in both directions (a document
    /// of 3000 views in, a layout of 3000 nodes out).
    @Test func largeFramesInBothDirections() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        let views = (0..<3000).map { #"{"id":"v\#($0)","kind":"label","frame":[\#($0 % 700),\#($0 % 900),40,20],"title":"Label number \#($0)"}"# }
        let document = #"{"popsplit":1,"root":{"id":"big","views":["# + views.joined(separator: ",") + "]}}"
        let text = String(decoding: JSONCodec.serialize(.string(document)), as: UTF8.self)
        try daemon.send(text: #"{"jsonrpc":"2.0","id":"big","method":"scene/open","params":{"text":"# + text + "}}")
        let reply = try daemon.reply(to: "big", timeout: 30)
        #expect(reply.result?["scene"] == "s1")
        let nodes = reply.layouts.first?["nodes"]?.arrayValue ?? []
        #expect(nodes.count > 3000)
        #expect(nodes.contains { $0["id"] == "v2999" })
        #expect(try daemon.shutdownAndExit() == 0)
    }

    /// Replies carry only a `Content-Length` header: the whole stdout parses strictly as such
    /// frames and nothing else, with notifications and questions among them.
    @Test func repliesCarryOnlyContentLength() throws {
        let daemon = try Daemon(["serve", "--log-level", "debug"])
        try daemon.initialize(delegateQuestions: true, questionTimeoutMs: 100)
        try daemon.open("tabs")
        _ = try daemon.call("device/rotate", ["scene": "s1", "orientation": "landscapeLeft"])
        _ = try daemon.call("no/such/method")
        try daemon.write("Content-Length: 3\r\n\r\n{x}")
        _ = try daemon.next()
        #expect(try daemon.shutdownAndExit() == 0)
        let all = try daemon.wholeOutput()
        #expect(all.count >= 8)
        let raw = String(decoding: daemon.stdout.contents.bytes, as: UTF8.self)
        #expect(!raw.lowercased().contains("content-type"))
    }

    /// A stream whose first non-blank byte is `{` is newline mode and is answered one message per
    /// line, without any header.
    @Test func newlineModeIsDetectedAndAnsweredInKind() throws {
        let daemon = try Daemon(framing: .newline)
        try daemon.write("\r\n\n  \n")
        try daemon.send(text: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        #expect(try daemon.next()["result"]?["protocolVersion"] == "0.1")
        try daemon.write("\n\n" + #"{"jsonrpc":"2.0","id":2,"method":"scene/list"}"# + "\r\n")
        #expect(try daemon.next() == ["jsonrpc": "2.0", "id": 2, "result": ["scenes": []]])
        let reply = try daemon.call("scene/open", ["path": "examples/scenes/navigation-drilldown.json"])
        #expect(reply.result?["scene"] == "s1")
        #expect(reply.layouts.count == 1)
        #expect(try daemon.shutdownAndExit() == 0)
        let raw = String(decoding: daemon.stdout.contents.bytes, as: UTF8.self)
        #expect(!raw.contains("Content-Length"))
        #expect(raw.hasPrefix("{"))
        #expect(raw.hasSuffix("}\n"))
    }

    /// A last line without its newline is still read at end of input.
    @Test func newlineModeReadsAnUnterminatedLastLine() throws {
        let daemon = try Daemon(framing: .newline)
        try daemon.write(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"# + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"scene/list"}"#)
        #expect(try daemon.next()["id"] == 1)
        daemon.closeInput()
        #expect(try daemon.next()["id"] == 2)
        #expect(try daemon.waitForExit() == 0)
    }

    /// Batches are processed in order and answered with one array in newline mode
    /// (notifications get no entry).
    @Test func batchesAreAnsweredInNewlineMode() throws {
        let daemon = try Daemon(framing: .newline)
        try daemon.initialize()
        try daemon.send(
            text: """
                [{"jsonrpc":"2.0","id":"a","method":"scene/open","params":{"scene":"x","path":"examples/scenes/tabs.json"}},\
                {"jsonrpc":"2.0","method":"initialized"},\
                {"jsonrpc":"2.0","id":"b","method":"tabBar/select","params":{"scene":"x","tabBar":"tabs","index":2}},\
                {"jsonrpc":"2.0","id":"c","method":"no/such"}]
                """)
        var notifications: [JSONValue] = []
        var batch: [JSONValue]?
        while batch == nil {
            let message = try daemon.next()
            if let array = message.arrayValue { batch = array } else { notifications.append(message) }
        }
        let answers = try #require(batch)
        #expect(answers.map { $0["id"] } == ["a", "b", "c"])
        #expect(answers[0]["result"]?["scene"] == "x")
        #expect(answers[1]["result"]?["scene"] == "x")
        #expect(answers[2]["error"]?["code"] == -32601)
        #expect(notifications.allSatisfy { $0["method"] == "scene/event" || $0["method"] == "scene/layout" })
        #expect(notifications.contains { $0["method"] == "scene/layout" })
        let snapshot = try daemon.snapshot("x")
        #expect(snapshot["snapshot"]?["selectedTabs"]?["tabs"] == 2)  // TAB-01
        let empty = try daemon.call("scene/list")
        #expect(empty.result?["scenes"]?.arrayValue?.count == 1)
        try daemon.send(text: "[]")
        let refused = try daemon.next()
        #expect(refused["error"]?["code"] == -32600)
        #expect(refused["id"] == .null)
    }

    /// In Content-Length mode a batch is refused whole with one -32600 (id null) and none of it
    /// runs.
    @Test func batchesAreRefusedInContentLengthMode() throws {
        let daemon = try Daemon()
        try daemon.initialize()
        try daemon.send(text: #"[{"jsonrpc":"2.0","id":7,"method":"scene/open","params":{"path":"examples/scenes/tabs.json"}}]"#)
        let refused = try daemon.next()
        #expect(refused["error"]?["code"] == -32600)
        #expect(refused["id"] == .null)
        #expect(refused.arrayValue == nil)
        #expect(try daemon.call("scene/list").result == ["scenes": []])
    }
}
