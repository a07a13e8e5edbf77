import PopsplitJSON
import PopsplitRPC

/// Drives an ``RPCSession`` over a ``FakeHandler`` with text messages and compact text output.
final class SessionDriver {
    /// The application.
    let handler = FakeHandler()
    /// The log.
    let logger = CollectingLogger()
    /// The session under test.
    let session: RPCSession
    /// The last exit code seen.
    var exitCode: Int32?

    /// A session with a framing (newline by default).
    init(framing: FramingMode = .newline) {
        session = RPCSession(handler: handler, logger: logger, framing: framing, defaultQuestionTimeoutMs: 5000)
    }

    /// Sends one message (its text) at time `now`; returns what was written, compact.
    @discardableResult
    func send(_ text: String, at now: Int64 = 0) -> [String] {
        record(session.receive(frame: Array(text.utf8), nowMs: now))
    }

    /// Lets time pass.
    func tick(at now: Int64) -> [String] { record(session.tick(nowMs: now)) }

    /// Closes the input.
    func close(at now: Int64 = 0) -> [String] { record(session.close(nowMs: now)) }

    /// Initializes (opting in to questions when `delegate`), checking the reply.
    @discardableResult
    func initialize(delegate: Bool = false, timeoutMs: Int? = nil) -> [String] {
        var popsplit = "\"delegateQuestions\":\(delegate)"
        if let timeoutMs { popsplit += ",\"questionTimeoutMs\":\(timeoutMs)" }
        return send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"popsplit":{"# + popsplit + "}}}}")
    }

    /// Keeps the exit code; returns the messages as compact JSON lines.
    private func record(_ output: RPCSessionOutput) -> [String] {
        if let code = output.exitCode { exitCode = code }
        return output.messages.map(JSONCodec.string)
    }
}
