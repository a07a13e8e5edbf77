import PopsplitJSON
import PopsplitRPC

/// Turns what a script run reports (``ScriptStep``) into ``StepRecord``s: the comments before a
/// line go with it, the messages a default answer brought go with the line that asked, and a
/// response line is noted as the answer to the question it names.
struct StepRecorder {
    /// The steps so far, in order.
    private(set) var steps: [StepRecord] = []
    /// Comments not yet followed by a line.
    private var comments: [String] = []
    /// The step that asked each question not yet answered, by the question's id (as JSON text).
    private var askers: [String: Int] = [:]

    /// Records one report.
    mutating func observe(_ step: ScriptStep) {
        switch step {
        case .comment(let text):
            comments.append(text)
        case .played(let line, let number, let lineNumber, let replies):
            let message = try? JSONCodec.parse(line)
            if let message, message["method"] == nil, let id = message["id"], let asker = askers.removeValue(forKey: JSONCodec.string(id)) {
                steps[asker].answers.append((id, message))
            }
            steps.append(
                StepRecord(
                    number: number, lineNumber: lineNumber, text: String(decoding: line, as: UTF8.self), message: message,
                    comments: comments, replies: replies))
            comments = []
            noteQuestions(in: replies)
        case .settled(let replies):
            guard !steps.isEmpty else { return }
            steps[steps.count - 1].replies += replies
            noteQuestions(in: replies)
        }
    }

    /// Notes the questions among `replies` as asked by the last step.
    private mutating func noteQuestions(in replies: [JSONValue]) {
        for reply in replies where reply["method"]?.stringValue?.hasPrefix("delegate/") == true {
            if let id = reply["id"] { askers[JSONCodec.string(id)] = steps.count - 1 }
        }
    }
}
