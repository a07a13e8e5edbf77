import PopsplitJSON

/// One JSON-RPC 2.0 connection's protocol logic, single-threaded and deterministic: no I/O, no
/// clock (time comes in as milliseconds). Every input returns the messages to write, in order.
///
/// It owns:
/// - the LSP lifecycle (`initialize`, `initialized`, `shutdown`, `exit`);
/// - `$/cancelRequest`: a request still queued is answered -32800 at once (one inside a queued
///   batch is answered -32800 in the batch's array); a request that ran or is running is not
///   affected;
/// - batches (newline mode only; in Content-Length mode an array is refused with -32600,
///   because LSP forbids batches and editors never expect an array back);
/// - questions to the client (see ``HandlerOutcome/ask(method:params:defaultAnswer:notifications:resume:)``):
///   while one is outstanding, later requests and notifications wait in a FIFO queue; replies,
///   `$/cancelRequest` and `exit` are processed on arrival (in a batch: before its requests run).
///
/// `exit` first lets queued work finish (outstanding questions take their defaults), so every
/// accepted request is answered; so does the end of input (``close(nowMs:)``).
public final class RPCSession {
    /// The application logic.
    public let handler: any RPCHandler
    /// Where log lines go.
    public let logger: any RPCLogger
    /// The stream's framing: decides whether batches are accepted (newline mode only).
    public var framing: FramingMode
    /// The question timeout used when the client does not set one, in milliseconds.
    public let defaultQuestionTimeoutMs: Int64

    /// Where the session stands in the LSP lifecycle.
    public internal(set) var lifecycle: SessionLifecycle = .awaitingInitialize
    /// The client's question settings (from `initialize`; no delegation before it).
    public internal(set) var questionSettings: QuestionSettings
    /// Whether `shutdown` was received (decides `exit`'s code).
    public internal(set) var shutdownReceived = false
    /// The exit code, once `exit` was received or the input closed.
    public internal(set) var exitCode: Int32?
    /// The client's process id from `initialize`'s `processId` (nil when absent or null, and
    /// before `initialize` succeeded). The I/O loop exits when that process is gone.
    public internal(set) var clientProcessId: Int32?

    /// Incoming work waiting its turn, oldest first.
    var queue: [WorkItem] = []
    /// The batch being run, if any.
    var batch: BatchProgress?
    /// Questions sent and not yet answered, oldest first (the table id -> continuation).
    var questions: [PendingQuestion] = []
    /// How many questions were sent: the next one is `q` + (count + 1).
    var questionCount = 0
    /// Messages produced by the current input, not yet returned.
    var output: [JSONValue] = []
    /// The time of the current input, in milliseconds.
    var now: Int64 = 0
    /// Whether the input ended or `exit` arrived: questions take their defaults at once.
    var closing = false

    /// A session serving `handler`, logging to `logger`.
    public init(
        handler: any RPCHandler, logger: any RPCLogger, framing: FramingMode = .newline,
        defaultQuestionTimeoutMs: Int64 = 5000
    ) {
        self.handler = handler
        self.logger = logger
        self.framing = framing
        self.defaultQuestionTimeoutMs = max(1, defaultQuestionTimeoutMs)
        questionSettings = QuestionSettings(delegateQuestions: false, timeoutMs: max(1, defaultQuestionTimeoutMs))
    }

    // MARK: State for the I/O loop

    /// When the oldest unanswered question times out, in milliseconds (call ``tick(nowMs:)``
    /// then); nil when none is outstanding.
    public var nextDeadline: Int64? { questions.map(\.deadline).min() }

    /// Whether a question to the client is waiting for its reply.
    public var hasOutstandingQuestion: Bool { !questions.isEmpty }

    /// The number of incoming messages waiting behind an outstanding question.
    public var queuedCount: Int { queue.count + (batch.map { $0.elements.count - $0.next } ?? 0) }

    // MARK: Inputs

    /// Takes one frame's body: parses it (invalid JSON -> -32700 with id null) and processes it.
    public func receive(frame body: [UInt8], nowMs: Int64) -> RPCSessionOutput {
        let value: JSONValue
        do {
            value = try JSONCodec.parse(body)
        } catch {
            logger.log(.warning, "parse error: \(error.text) (line \(error.line), column \(error.column))")
            let data: JSONValue = [
                "line": .int(Int64(error.line)), "column": .int(Int64(error.column)), "position": .int(Int64(error.position)),
            ]
            return receive(reply: RPCWire.response(id: nil, error: .parseError(error.text, data: data)), nowMs: nowMs)
        }
        return receive(value, nowMs: nowMs)
    }

    /// Takes a framing error: answered -32700 with id null, in turn.
    public func receive(framingError: FramingError, nowMs: Int64) -> RPCSessionOutput {
        logger.log(.warning, framingError.description)
        let error = RPCError(code: RPCErrorCode.parseError, message: framingError.description)
        return receive(reply: RPCWire.response(id: nil, error: error), nowMs: nowMs)
    }

    /// Takes what a ``FrameDecoder`` produced (a truncated frame is only logged).
    public func receive(_ event: FrameEvent, nowMs: Int64) -> RPCSessionOutput {
        switch event {
        case .message(let body): return receive(frame: body, nowMs: nowMs)
        case .error(let error): return receive(framingError: error, nowMs: nowMs)
        case .truncated(let error):
            logger.log(.error, error.description)
            return RPCSessionOutput(exitCode: exitCode)
        }
    }

    /// Takes one parsed message or batch.
    public func receive(_ value: JSONValue, nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        if case .array(let elements) = value {
            receiveBatch(elements)
        } else {
            receiveMessage(RPCMessage.parse(value))
        }
        pump()
        return finish()
    }

    /// Lets time pass: questions whose deadline is at or before `nowMs` take their defaults.
    public func tick(nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        pump()
        return finish()
    }

    /// The input ended: outstanding questions take their defaults, queued work runs, and the
    /// session ends with exit code 0 (logged as a warning when `shutdown` was not received).
    public func close(nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        end { shutdown in
            if shutdown {
                self.logger.log(.info, "end of input after shutdown")
            } else {
                self.logger.log(.warning, "end of input without shutdown")
            }
            return 0
        }
        return finish()
    }

    // MARK: Plumbing

    /// Queues an answer decided on arrival, and processes.
    func receive(reply: JSONValue, nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        queue.append(.reply(reply))
        pump()
        return finish()
    }

    /// Starts an input at `nowMs` (time never goes back) and expires overdue questions;
    /// false when the session has ended.
    func begin(_ nowMs: Int64) -> Bool {
        guard exitCode == nil else {
            logger.log(.debug, "input after the end of the session ignored")
            return false
        }
        now = max(now, nowMs)
        expireQuestions()
        return true
    }

    /// Returns and forgets the messages produced.
    func finish() -> RPCSessionOutput {
        let messages = output
        output = []
        return RPCSessionOutput(messages: messages, exitCode: exitCode)
    }

    /// Ends the session: outstanding questions take their defaults, queued work runs, then the
    /// session stops with `exitCode(shutdownReceived)` (decided after that work, which may hold
    /// a `shutdown`).
    func end(exitCode code: (Bool) -> Int32) {
        closing = true
        while let question = questions.first {
            questions.removeFirst()
            logger.log(.info, "question \(question.id) (\(question.method)): session ending, default answer used")
            apply(question.resume(question.defaultAnswer), for: question.origin)
            pump()
        }
        pump()
        lifecycle = .ended
        exitCode = code(shutdownReceived)
    }
}
