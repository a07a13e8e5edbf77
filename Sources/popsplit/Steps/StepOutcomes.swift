import PopsplitJSON
import PopsplitRPC

/// Whether each request of a script went as the script says (`popsplit run`, protocol.md 11): a
/// request the daemon refused must be marked `// @error` (or `// @error CODE`, or `// @invalid`)
/// on a comment line right before it, and a request so marked must be refused (with that code).
/// A marked batch line expects at least one of its requests refused (the others may succeed).
/// Heard step by step; the answer to a request that asked a question may come with a later step.
final class StepOutcomes {
    /// What the script says about a request sent and not yet answered.
    struct Expectation {
        /// Its step number.
        let step: Int
        /// Its method.
        let method: String
        /// Whether an error is expected, and which code (nil: any).
        let error: (expected: Bool, code: Int64?)
        /// The marked batch line it belongs to (its step), nil for a request of its own line.
        let batch: Int?
    }

    /// A marked batch line's requests: how many are unanswered, whether one was refused as marked.
    private var batches: [Int: (waiting: Int, refused: Bool, code: Int64?)] = [:]

    /// The marks read since the last message line.
    private var marks: (expected: Bool, code: Int64?) = (false, nil)
    /// Requests sent and not yet answered, by id (its JSON text).
    private var waiting: [String: Expectation] = [:]
    /// What did not go as the script says, one line each, in step order.
    private(set) var problems: [String] = []
    /// The most problems kept (a script may have many; the count is still told).
    static let maximumProblemsTold = 20
    /// How many problems there were.
    private(set) var problemCount = 0

    /// Hears one step of the script.
    func observe(_ step: ScriptStep) {
        switch step {
        case .comment(let text):
            let words = text.split(separator: " ")
            if words.first == "@invalid" { marks = (true, nil) }
            if words.first == "@error" { marks = (true, words.count > 1 ? Int64(words[1]) : nil) }
        case .played(let line, let number, _, let replies):
            let expected = marks
            marks = (false, nil)
            if let message = try? JSONCodec.parse(line) {
                let isBatch = message.arrayValue != nil
                let requests = (message.arrayValue ?? [message]).prefix(1000).filter { $0["id"].map { !$0.isNull } == true && $0["method"]?.stringValue != nil }
                if isBatch, expected.expected, !requests.isEmpty {
                    batches[number] = (requests.count, false, expected.code)
                }
                for request in requests {
                    guard let id = request["id"], let method = request["method"]?.stringValue else { continue }
                    waiting[JSONCodec.string(id)] = Expectation(
                        step: number, method: method, error: expected, batch: isBatch && expected.expected ? number : nil)
                }
            }
            settle(replies)
        case .settled(let replies):
            settle(replies)
        }
    }

    /// Matches responses among `replies` (batches' elements too) with the requests waiting.
    private func settle(_ replies: [JSONValue]) {
        for reply in replies {
            for response in reply.arrayValue ?? [reply] where response["method"] == nil {
                guard let id = response["id"], let expectation = waiting.removeValue(forKey: JSONCodec.string(id)) else { continue }
                judge(expectation, error: response["error"])
            }
        }
    }

    /// Notes a request whose answer does not match what the script says.
    private func judge(_ expectation: Expectation, error: JSONValue?) {
        if let step = expectation.batch, var batch = batches[step] {
            batch.waiting -= 1
            if let error, batch.code == nil || batch.code == error["code"]?.intValue { batch.refused = true }
            batches[step] = batch.waiting > 0 ? batch : nil
            if batch.waiting == 0, !batch.refused {
                note("step \(step) (a batch) was marked // @error\(batch.code.map { " \($0)" } ?? "") but none of its requests was refused so")
            }
            return
        }
        let what = "step \(expectation.step) \(expectation.method)"
        var problem: String?
        if let error {
            let code = error["code"]?.intValue
            let message = NarrationText.cut(error["message"]?.stringValue ?? "", 120)
            if !expectation.error.expected {
                problem = "\(what) failed (\(code.map(String.init) ?? "?") \(message)); mark it // @error if the script means it"
            } else if let wanted = expectation.error.code, wanted != code {
                problem = "\(what) failed with \(code.map(String.init) ?? "?"), not \(wanted) as marked (\(message))"
            }
        } else if expectation.error.expected {
            problem = "\(what) was marked // @error but succeeded"
        }
        if let problem { note(problem) }
    }

    /// Keeps a problem (the first ``maximumProblemsTold``) and counts it.
    private func note(_ problem: String) {
        problemCount += 1
        if problems.count < Self.maximumProblemsTold { problems.append(problem) }
    }
}
