import PopsplitJSON

/// A question sent to the client and not yet answered: one row of the session's table
/// id -> continuation (internal).
struct PendingQuestion {
    /// The id the session gave the request (`q1`, `q2` ...).
    let id: String
    /// The method asked.
    let method: String
    /// The answer used when no usable reply comes.
    let defaultAnswer: JSONValue
    /// When the default applies, in the session's milliseconds.
    let deadline: Int64
    /// The message whose handling waits for the answer.
    let origin: RequestOrigin
    /// The rest of the handling.
    let resume: (JSONValue) -> HandlerOutcome
}
