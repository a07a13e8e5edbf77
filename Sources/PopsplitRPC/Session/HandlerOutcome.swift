import PopsplitJSON

/// What a handler did with a message: a result, a failure, or a question for the client first.
///
/// Notifications of an outcome are sent BEFORE its response (or question).
public enum HandlerOutcome {
    /// Success: the result, and notifications to send before it.
    case result(JSONValue, notifications: [OutgoingNotification] = [])
    /// Success with a result an encoder already wrote as bytes (copied into the response as
    /// they are), and notifications to send before it.
    case encodedResult(JSONText, notifications: [OutgoingNotification] = [])
    /// Failure: the error, and notifications to send before it.
    case failure(RPCError, notifications: [OutgoingNotification] = [])
    /// Ask the client: the session sends request `method` with `params` (after
    /// `notifications`) when the client opted in, and calls `resume` with the reply, or with
    /// `defaultAnswer` when the client did not opt in, replied null or an error, or did not
    /// reply in time. `resume` returns the next outcome, which may ask again. When the client
    /// cancels the request while it waits (`$/cancelRequest`), `resume` is dropped unused and
    /// the request is answered -32800: a handler must change nothing before it asks.
    case ask(
        method: String, params: JSONValue, defaultAnswer: JSONValue,
        notifications: [OutgoingNotification] = [], resume: (JSONValue) -> HandlerOutcome)
}
