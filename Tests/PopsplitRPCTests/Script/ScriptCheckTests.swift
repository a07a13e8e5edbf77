import PopsplitRPC
import Testing

/// A broken session script is reported at the script's own line and column, and a
/// line meant to be refused says so with `// @invalid`.
struct ScriptCheckTests {
    /// The problems of `text`.
    static func problems(_ text: String) -> [ScriptProblem] { ScriptCheck.problems(in: Array(text.utf8)) }

    @Test("a line that is not JSON is reported at its script line and column")
    func brokenLine() {
        let script = """
            // a comment
            {"jsonrpc":"2.0","id":1,"method":"initialize"}

            {"jsonrpc":"2.0","id":2,"method":"scene/open", oops}
            """
        let problems = Self.problems(script)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 4)
        #expect(problems.first?.column == 51)  // jansson: the last character it read
        #expect(problems.first?.formatted(file: "s.jsonl").hasPrefix("s.jsonl:4:51: error: not JSON:") == true)
    }

    @Test("indentation counts in the column; CRLF line ends are fine")
    func indentedAndCRLF() {
        let problems = Self.problems("{\"a\":1}\r\n   {\"b\":}\r\n")
        #expect(problems.map(\.line) == [2])
        #expect(problems.first.map { $0.column > 3 } == true)
    }

    @Test("// @invalid lets the next message line be refused by the daemon instead")
    func invalidMarker() {
        #expect(Self.problems("// @invalid\n{\"jsonrpc\":\"2.0\",\n42\n").map(\.line) == [3])
        #expect(Self.problems("// @invalid\n// why it is invalid\n42\n").isEmpty)
    }

    @Test("a scalar line is not a message")
    func scalarLine() {
        let problems = Self.problems("\"hello\"\n")
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("@invalid") == true)
    }

    @Test("at most 20 problems are listed")
    func bounded() {
        let script = String(repeating: "nope\n", count: 100)
        #expect(Self.problems(script).count == ScriptCheck.maximumProblems)
    }
}
