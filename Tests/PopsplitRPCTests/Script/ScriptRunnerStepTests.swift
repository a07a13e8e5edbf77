import PopsplitJSON
import PopsplitRPC
import Testing

/// What `popsplit run` tells its observers (the narration, `--pictures`) and `render --step`: steps
/// numbered from 1 with their script lines, comments just before their line, a default answer's
/// messages apart, and a run stopped after N steps.
@Suite struct ScriptRunnerStepTests {
    /// A script with a comment, a blank line, a question left to its default and one answered.
    let script = """
        // first
        {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"delegateQuestions":true}}}}

        {"jsonrpc":"2.0","id":1,"method":"ask"}
        // second
        {"jsonrpc":"2.0","id":2,"method":"echo","params":["x"]}
        {"jsonrpc":"2.0","id":3,"method":"ask"}
        {"jsonrpc":"2.0","id":"q2","result":false}
        """

    /// Plays `script` and returns what the observer heard, one line per report.
    func reports(steps: Int? = nil) -> (heard: [String], transcript: ScriptTranscript) {
        var heard: [String] = []
        let session = RPCSession(handler: FakeHandler(), logger: CollectingLogger())
        let transcript = ScriptRunner().run(
            script: Array(script.utf8), session: session,
            observe: { step in
                switch step {
                case .comment(let text): heard.append("comment \(text)")
                case .played(_, let number, let lineNumber, let replies): heard.append("played \(number) line \(lineNumber) replies \(replies.count)")
                case .settled(let replies): heard.append("settled \(replies.map(JSONCodec.string).joined(separator: " "))")
                }
            }, steps: steps)
        return (heard, transcript)
    }

    /// Steps count message lines from 1 and carry their line in the script; the default answer's
    /// messages (the asking request's result) come apart, before the next line's comment.
    @Test func stepsAreNumberedAndDefaultsReportedApart() {
        let heard = reports().heard
        #expect(
            heard == [
                "comment first",
                "played 1 line 2 replies 1",
                "played 2 line 4 replies 1",
                #"settled {"jsonrpc":"2.0","id":1,"result":{"answer":true}}"#,
                "comment second",
                "played 3 line 6 replies 1",
                "played 4 line 7 replies 1",
                "played 5 line 8 replies 1",
            ])
    }

    /// With `steps`, the run stops after that many lines, leaving the session open: no default
    /// answer, no closing messages.
    @Test func aRunStopsAfterTheStepsAsked() {
        let (heard, transcript) = reports(steps: 2)
        #expect(heard == ["comment first", "played 1 line 2 replies 1", "played 2 line 4 replies 1"])
        #expect(transcript.lines.count == 2)
        #expect(transcript.lines.last?.contains(#""method":"delegate/shouldSelect""#) == true)
    }

    /// Asking for more steps than the script has plays it all (the caller sees fewer steps).
    @Test func moreStepsThanTheScriptHasPlaysItAll() {
        let heard = reports(steps: 99).heard
        #expect(heard.filter { $0.hasPrefix("played") }.count == 5)
    }
}
