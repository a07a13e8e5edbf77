import PopsplitJSON

/// Plays a newline-delimited script (`popsplit run session.jsonl`) through an ``RPCSession``,
/// deterministically, and returns the transcript of what the daemon wrote.
///
/// Script lines: one JSON message each (sent as is, so a line of invalid JSON yields -32700);
/// blank lines and lines starting with `//` are skipped. Time is virtual: it starts at 0 and
/// only moves when a question times out. When the session has a question outstanding and the
/// next script line is a response (`result` or `error` and no `method`), that line is its
/// reply; a `$/cancelRequest` line is played while the question waits too (it is handled on
/// arrival, and may cancel the request that asked); otherwise the question's deadline is taken
/// as passed at once (the default answer applies, no waiting). Lines after `exit` are not played. At the end of the script the input
/// closes (``RPCSession/close(nowMs:)``).
public struct ScriptRunner: Sendable {
    /// A runner.
    public init() {}

    /// Plays a script given as text.
    public func run(script: String, session: RPCSession) -> ScriptTranscript {
        run(script: Array(script.utf8), session: session)
    }

    /// Plays a script given as bytes (UTF-8). `observe`, when given, hears each `//` comment,
    /// each line played with what the daemon wrote in answer, and what a default answer brought
    /// (for a narrated run, a run drawing pictures). With `steps`, only the first `steps` message
    /// lines are played and the session is left open (no default answer, no end of input): the
    /// state after that step, for `popsplit render --step`.
    public func run(
        script: [UInt8], session: RPCSession, observe: ((ScriptStep) -> Void)? = nil, steps: Int? = nil
    ) -> ScriptTranscript {
        session.framing = .newline
        var clock: Int64 = 0
        var written: [JSONValue] = []
        var exitCode: Int32?
        var played = 0
        // Comments are told just before their line, after what a default answer brought.
        var comments: [String] = []
        for entry in ScriptRunner.entries(of: script) where exitCode == nil {
            guard case .message(let line, let lineNumber) = entry else {
                if case .comment(let text) = entry { comments.append(text) }
                continue
            }
            if let steps, played >= steps { return ScriptTranscript(lines: written.map(JSONCodec.string), exitCode: 0) }
            if session.hasOutstandingQuestion, !ScriptRunner.isPlayedWhileAsking(line), let deadline = session.nextDeadline {
                clock = max(clock, deadline)
                let output = session.tick(nowMs: clock)
                written += output.messages
                exitCode = output.exitCode
                if !output.messages.isEmpty { observe?(.settled(replies: output.messages)) }
            }
            for comment in comments { observe?(.comment(comment)) }
            comments = []
            let output = session.receive(frame: line, nowMs: clock)
            played += 1
            exitCode = output.exitCode
            written += output.messages
            observe?(.played(line: line, number: played, lineNumber: lineNumber, replies: output.messages))
        }
        if let steps, played >= steps { return ScriptTranscript(lines: written.map(JSONCodec.string), exitCode: exitCode ?? 0) }
        if exitCode == nil {
            if let deadline = session.nextDeadline {
                clock = max(clock, deadline)
                let messages = session.tick(nowMs: clock).messages
                written += messages
                if !messages.isEmpty { observe?(.settled(replies: messages)) }
            }
            let output = session.close(nowMs: clock)
            written += output.messages
            exitCode = output.exitCode
        }
        for comment in comments { observe?(.comment(comment)) }
        return ScriptTranscript(lines: written.map(JSONCodec.string), exitCode: exitCode ?? 0)
    }

    /// The script's comments (text after `//`, trimmed) and message lines, in order; blank lines
    /// skipped.
    static func entries(of script: [UInt8]) -> [ScriptEntry] {
        script.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().compactMap { index, raw in
            let line = FrameDecoder.droppingCarriageReturn(raw)
            guard let first = line.firstIndex(where: { !FrameDecoder.isWhitespace($0) }) else { return nil }
            if line[first...].starts(with: "//".utf8) {
                let text = String(decoding: line[(first + 2)...], as: UTF8.self)
                return .comment(String(text.drop { $0 == " " }))
            }
            return .message(Array(line), lineNumber: index + 1)
        }
    }

    /// The script's message lines: split at `\n`, `\r` dropped, blank and `//` lines skipped.
    static func lines(of script: [UInt8]) -> [[UInt8]] {
        script.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { raw in
            let line = FrameDecoder.droppingCarriageReturn(raw)
            guard let first = line.firstIndex(where: { !FrameDecoder.isWhitespace($0) }) else { return nil }
            if line[first...].starts(with: "//".utf8) { return nil }
            return Array(line)
        }
    }

    /// Whether a script line is played while a question waits: a response (an object with
    /// `result` or `error` and no `method`) or a `$/cancelRequest`.
    static func isPlayedWhileAsking(_ line: [UInt8]) -> Bool {
        guard let value = try? JSONCodec.parse(line), case .object(let object) = value else { return false }
        if object["method"] == "$/cancelRequest" { return true }
        return object["method"] == nil && (object["result"] != nil || object["error"] != nil)
    }
}
