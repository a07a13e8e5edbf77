import PopsplitJSON
import PopsplitRPC
import PopsplitService
import Testing

/// Over the protocol: the position encoding chosen at `initialize`, LSP-shaped
/// diagnostics, `scene/locate` and `scene/nodeAt`.
@Suite struct ServerSourceMapTests {
    /// A document whose inbox title holds a character beyond U+FFFF before the button.
    static let text = """
        {
          "popsplit": 1,
          "root": {"id": "nav", "type": "navigation", "children": [
            {"id": "inbox", "title": "📥", "views": [{"id": "go", "kind": "button", "frame": [0, 80, 10, 10]}]}
          ]}
        }
        """

    /// The first encoding the client lists that the daemon has is chosen; none known: utf-16;
    /// none listed: no `positionEncoding` and diagnostics keep their plain shape.
    @Test func theEncodingIsNegotiated() {
        let chosen = { (listed: [String]?) in
            ServerDriver(positionEncodings: listed).initializeResponse?["result"]?["capabilities"]?["positionEncoding"]
        }
        #expect(chosen(["utf-32", "utf-16"]) == "utf-32")
        #expect(chosen(["latin-1", "utf-8"]) == "utf-8")
        #expect(chosen(["latin-1"]) == "utf-16")
        #expect(chosen([]) == "utf-16")
        #expect(chosen(nil) == nil)
        let server = PopsplitServer(readFile: { _ in .failure(DocumentReadError("no files")) })
        let refused = server.initialize(params: ["capabilities": ["general": ["positionEncodings": [1]]]])
        #expect(refused == .failure(RPCError.invalidParams(path: "params.capabilities.general.positionEncodings[0]", expected: "string", got: "integer")))
        let tooMany = server.initialize(params: ["capabilities": ["general": ["positionEncodings": .array(Array(repeating: "utf-8", count: 33))]]])
        #expect(
            tooMany == .failure(RPCError.invalidParams(path: "params.capabilities.general.positionEncodings", expected: "at most 32 encodings", got: "33")))
    }

    /// scene/locate: a node's object, in each encoding (the emoji before `go` counts 4, 2 or 1);
    /// chrome at the node it sits in.
    @Test func locateCountsInTheSessionsEncoding() throws {
        for (encoding, start) in [("utf-8", 47), ("utf-16", 45), ("utf-32", 44)] {
            let driver = ServerDriver(positionEncodings: [encoding])
            #expect(driver.call("scene/open", ["scene": "m", "text": .string(Self.text)]).error == nil)
            let go = driver.call("scene/locate", ["scene": "m", "node": "go"]).result
            #expect(go?["range"]?["start"] == ["line": 3, "character": .int(Int64(start))], "\(encoding)")
            #expect(go?["declared"] == "go")
            let bar = driver.call("scene/locate", ["scene": "m", "node": "nav.navigationBar"]).result
            #expect(bar?["declared"] == "nav")
            #expect(bar?["range"]?["start"] == ["line": 2, "character": 10])
            #expect(bar?["range"]?["end"] == ["line": 4, "character": 4])
        }
    }

    /// scene/nodeAt: the innermost declaration at the cursor; nothing outside every declaration.
    @Test func nodeAtFindsTheInnermostDeclaration() {
        let driver = ServerDriver(positionEncodings: ["utf-16"])
        driver.call("scene/open", ["scene": "m", "text": .string(Self.text)])
        let at = { (line: Int64, character: Int64) in
            driver.call("scene/nodeAt", ["scene": "m", "position": ["line": .int(line), "character": .int(character)]]).result?["node"]
        }
        #expect(at(3, 50) == "go")
        #expect(at(3, 20) == "inbox")
        #expect(at(2, 12) == "nav")
        #expect(at(1, 2) == .null)
        #expect(at(99, 0) == .null, "past the text: its end, outside every object")
    }

    /// The map follows the last document loaded; a refused reload keeps the last good one.
    @Test func theMapFollowsReloads() {
        let driver = ServerDriver(positionEncodings: ["utf-16"])
        driver.call("scene/open", ["scene": "m", "text": .string(Self.text)])
        #expect(driver.call("scene/locate", ["scene": "m", "node": "go"]).result?["range"]?["start"]?["line"] == 3)
        let moved = "\n\n" + Self.text
        #expect(driver.call("scene/reload", ["scene": "m", "text": .string(moved)]).error == nil)
        #expect(driver.call("scene/locate", ["scene": "m", "node": "go"]).result?["range"]?["start"]?["line"] == 5)
        #expect(driver.call("scene/reload", ["scene": "m", "text": "{"]).error?["code"] == -32010)
        #expect(driver.call("scene/locate", ["scene": "m", "node": "go"]).result?["range"]?["start"]?["line"] == 5)
    }

    /// Errors: an id declared nowhere (-32012), a position out of range or missing (-32602), a
    /// scene given as a value (-32013), an unknown scene (-32011).
    @Test func errors() {
        let driver = ServerDriver(positionEncodings: ["utf-16"])
        driver.call("scene/open", ["scene": "m", "text": .string(Self.text)])
        driver.call("scene/open", ["scene": "v", "document": ["popsplit": 1, "root": ["id": "plain"]]])
        #expect(driver.call("scene/locate", ["scene": "m", "node": "ghost"]).error?["code"] == -32012)
        #expect(driver.call("scene/locate", ["scene": "m"]).error?["message"] == "params.node: expected string, got nothing")
        #expect(
            driver.call("scene/locate", ["scene": "m", "node": .string(String(repeating: "x", count: 1001))]).error?["message"]
                == "params.node: expected a string of at most 1000 bytes, got 1001 bytes")
        #expect(
            driver.call("scene/nodeAt", ["scene": "m", "position": ["line": 0, "character": 1_073_741_825]]).error?["message"]
                == "params.position.character: expected integer from 0 to 1073741824, got 1073741825")
        #expect(driver.call("scene/nodeAt", ["scene": "m"]).error?["message"] == "params.position: expected object, got nothing")
        #expect(driver.call("scene/locate", ["scene": "v", "node": "plain"]).error?["code"] == -32013)
        #expect(driver.call("scene/locate", ["scene": "nope", "node": "plain"]).error?["code"] == -32011)
    }

    /// LSP-shaped diagnostics: a range over the token (a key with its quotes, a number), numeric
    /// severities, `code` and `source`, the plain fields beside; plain without positionEncodings.
    @Test func diagnosticsTakeLSPsShape() throws {
        let broken = """
            {"popsplit": 1, "root": {"id": "📥", "titel": "x",
              "views": [{"id": "v", "kind": "label", "frame": [0, 0, -5, 1]}]}}
            """
        let driver = ServerDriver(positionEncodings: ["utf-16"])
        let refused = driver.call("scene/open", ["text": .string(broken)])
        let diagnostics = try #require(refused.error?["data"]?["diagnostics"]?.arrayValue)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics[0]
                == [
                    "range": ["start": ["line": 0, "character": 37], "end": ["line": 0, "character": 44]],
                    "severity": 1, "code": "unknownKey", "source": "popsplit",
                    "message": "unknown key \"titel\" (did you mean \"title\"?)", "kind": "unknownKey", "line": 1, "column": 37,
                    "path": "$.root.titel",
                ])
        #expect(diagnostics[1]["range"] == ["start": ["line": 1, "character": 57], "end": ["line": 1, "character": 59]])
        let warned = driver.call("scene/open", ["text": #"{"root": {"id": "a"}}"#])
        #expect(warned.result?["diagnostics"]?.arrayValue?.first?["severity"] == 2)
        #expect(warned.result?["diagnostics"]?.arrayValue?.first?["range"] == ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]])
        let plain = ServerDriver().call("scene/open", ["text": .string(broken)])
        #expect(plain.error?["data"]?["diagnostics"]?.arrayValue?.first?["severity"] == "error")
        #expect(plain.error?["data"]?["diagnostics"]?.arrayValue?.first?["range"] == nil)
    }
}
