import PopsplitJSON

/// Turns the reply real clients send to a question into an answer (internal).
///
/// Accepted shapes: a plain result (`true`); `{"answer": value}`; `null` (Neovim's `vim.NIL`,
/// Emacs' default dispatcher) -> the default; an error response (including Emacs' code +32603)
/// -> the default. An answer of another JSON type than the default's -> the default.
enum QuestionReply {
    /// The answer, and why the default was used when it was.
    static func answer(from reply: Result<JSONValue, RPCError>, defaultAnswer: JSONValue) -> (answer: JSONValue, defaultReason: String?) {
        let candidate: JSONValue
        switch reply {
        case .failure(let error):
            return (defaultAnswer, "the client answered with error \(error)")
        case .success(.object(let object)) where object["answer"] != nil:
            candidate = object["answer"] ?? .null
        case .success(let value):
            candidate = value
        }
        if candidate.isNull { return (defaultAnswer, "the client answered null") }
        guard isCompatible(candidate, with: defaultAnswer) else {
            return (defaultAnswer, "the client answered a \(candidate.typeName) where a \(defaultAnswer.typeName) was expected")
        }
        return (candidate, nil)
    }

    /// Whether an answer has the default's JSON type (any number for a number; anything for null).
    static func isCompatible(_ answer: JSONValue, with defaultAnswer: JSONValue) -> Bool {
        if defaultAnswer.isNull { return true }
        if defaultAnswer.doubleValue != nil { return answer.doubleValue != nil }
        return answer.typeName == defaultAnswer.typeName
    }
}
