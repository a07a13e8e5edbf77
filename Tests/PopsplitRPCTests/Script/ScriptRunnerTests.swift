import PopsplitRPC
import Testing

/// `popsplit run`: a script played through the same session, deterministically.
@Suite struct ScriptRunnerTests {
    /// A script exercising questions answered, defaulted, comments and blank lines.
    let script = """
        // A scripted session.
        {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}

        {"jsonrpc":"2.0","id":1,"method":"ask"}
        {"jsonrpc":"2.0","id":"q1","result":false}
        {"jsonrpc":"2.0","id":2,"method":"ask"}
        {"jsonrpc":"2.0","id":3,"method":"echo","params":["after"]}
          // indented comment
        {"jsonrpc":"2.0","id":4,"method":"shutdown"}
        {"jsonrpc":"2.0","method":"exit"}
        {"jsonrpc":"2.0","id":5,"method":"echo","params":["never"]}
        """

    /// Plays a script on a fresh session.
    func play(_ text: String) -> ScriptTranscript {
        ScriptRunner().run(script: text, session: RPCSession(handler: FakeHandler(), logger: CollectingLogger()))
    }

    /// Script replies answer questions and other lines take the default.
    @Test func scriptRepliesAnswerQuestionsAndOtherLinesTakeTheDefault() {
        let transcript = play(script)
        #expect(
            transcript.lines == [
                Wire.result("0", #"{"serverInfo":{"name":"fake"}}"#),
                Wire.request("q1", "delegate/shouldSelect", #"{"tab":2}"#),
                Wire.result("1", #"{"answer":false}"#),
                Wire.request("q2", "delegate/shouldSelect", #"{"tab":2}"#),
                Wire.result("2", #"{"answer":true}"#),
                Wire.result("3", #"["after"]"#),
                Wire.result("4", "null"),
            ])
        #expect(transcript.exitCode == 0)
    }

    /// Same script twice gives the same bytes.
    @Test func sameScriptTwiceGivesTheSameBytes() {
        #expect(play(script).text == play(script).text)
        #expect(play(script).text.hasSuffix("\n"))
    }

    /// Script without exit closes and answers pending questions.
    @Test func scriptWithoutExitClosesAndAnswersPendingQuestions() {
        let transcript = play(
            """
            {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}
            {"jsonrpc":"2.0","id":1,"method":"ask"}
            """)
        #expect(transcript.lines.last == Wire.result("1", #"{"answer":true}"#))
        #expect(transcript.exitCode == 0)
    }

    /// Invalid JSON line is a parse error in the transcript.
    @Test func invalidJSONLineIsAParseErrorInTheTranscript() {
        let transcript = play("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\"}\r\n{oops\n")
        #expect(transcript.lines.count == 2)
        #expect(transcript.lines[1].hasPrefix(Wire.errorPrefix("null", -32700)))
    }

    /// Exit without shutdown ends with code one.
    @Test func exitWithoutShutdownEndsWithCodeOne() {
        #expect(play(#"{"jsonrpc":"2.0","method":"exit"}"#).exitCode == 1)
    }
}
