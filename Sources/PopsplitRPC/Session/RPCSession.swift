import PopsplitJSON

/// One JSON-RPC 2.0 connection's protocol logic, single-threaded and deterministic: no I/O, no
/// clock (time comes in as milliseconds). Every input returns the messages to write, in order.
///
/// It owns:
/// - the LSP lifecycle (`initialize`, `initialized`, `shutdown`, `exit`);
/// - `$/cancelRequest`: a request still queued, or waiting for the answer to its own question, is
///   answered -32800 at once (one inside a batch is answered -32800 in the batch's array; a
///   cancelled question's late answer is ignored); a request that ran is not affected;
/// - tracing: `$/setTrace` (and `initialize`'s `trace`) and the `$/logTrace` notifications it
///   asks for; every message's text on the `trace` log level;
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
    /// The bytes of a message's text a trace shows (log lines and `verbose`), at least 1.
    public let traceLimit: Int

    /// The `$/` notifications the session honours (listed by `initialize` beside the methods).
    public static let protocolMethods = ["$/cancelRequest", "$/setTrace"]
    /// The default ``traceLimit``, in bytes.
    public static let defaultTraceLimit = 1000
    /// How many cancelled questions are remembered, so that their late answers are recognised.
    static let cancelledQuestionMemory = 64
    /// The most messages that may wait behind an unanswered question; past it a request is
    /// answered -32803 at once (never run) and a notification is dropped (and logged).
    public static let maximumQueuedMessages = 4096

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
    /// Whether the client asked for `$/logTrace` notifications (`initialize`'s `trace`,
    /// `$/setTrace`).
    public internal(set) var trace: TraceValue = .off

    /// Incoming work waiting its turn, oldest first.
    var queue: [WorkItem] = []
    /// The batch being run, if any.
    var batch: BatchProgress?
    /// Questions sent and not yet answered, oldest first (the table id -> continuation).
    var questions: [PendingQuestion] = []
    /// How many questions were sent: the next one is `q` + (count + 1).
    var questionCount = 0
    /// Messages produced by the current input, not yet returned.
    var output: [OutgoingMessage] = []
    /// The time of the current input, in milliseconds.
    var now: Int64 = 0
    /// Whether the input ended or `exit` arrived: questions take their defaults at once.
    var closing = false
    /// The ids of the latest questions whose request was cancelled, oldest first (at most
    /// ``cancelledQuestionMemory``): their late answers are ignored.
    var cancelledQuestions: [String] = []

    /// A session serving `handler`, logging to `logger`; traces show `traceLimit` bytes of each
    /// message.
    public init(
        handler: any RPCHandler, logger: any RPCLogger, framing: FramingMode = .newline,
        defaultQuestionTimeoutMs: Int64 = 5000, traceLimit: Int = RPCSession.defaultTraceLimit
    ) {
        self.handler = handler
        self.logger = logger
        self.framing = framing
        self.traceLimit = max(1, traceLimit)
        let timeout = min(max(1, defaultQuestionTimeoutMs), QuestionSettings.maximumTimeoutMs)
        self.defaultQuestionTimeoutMs = timeout
        questionSettings = QuestionSettings(delegateQuestions: false, timeoutMs: timeout)
    }

    // MARK: State for the I/O loop

    /// When the oldest unanswered question times out, in milliseconds (call ``tick(nowMs:)``
    /// then); nil when none is outstanding.
    public var nextDeadline: Int64? { questions.map(\.deadline).min() }

    /// Whether a question to the client is waiting for its reply.
    public var hasOutstandingQuestion: Bool { !questions.isEmpty }

    /// The number of incoming messages waiting behind an outstanding question.
    public var queuedCount: Int { queue.count + (batch.map { $0.elements.count - $0.next } ?? 0) }

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

    /// Returns and forgets the messages produced (with their traces).
    func finish() -> RPCSessionOutput {
        let messages = traced(output)
        output = []
        return RPCSessionOutput(wire: messages, exitCode: exitCode)
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
