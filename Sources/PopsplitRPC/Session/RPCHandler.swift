import PopsplitJSON

/// The application logic behind an ``RPCSession``: the session owns the protocol (framing,
/// lifecycle, cancellation, questions to the client); the handler owns the methods.
///
/// Calls happen on the session's thread, one at a time, in message order.
public protocol RPCHandler: AnyObject {
    /// The result of `initialize` (server info, capabilities) given the client's params, or an
    /// error (the session then stays uninitialised).
    func initialize(params: JSONValue?) -> Result<JSONValue, RPCError>

    /// Handles a request (`isNotification` false: the outcome's result or error is sent back)
    /// or a notification (`isNotification` true: only the outcome's notifications are sent).
    /// Called only after a successful `initialize`; never for `initialize`, `initialized`,
    /// `shutdown`, `exit` or `$/cancelRequest`, which the session handles itself.
    func handle(method: String, params: JSONValue?, isNotification: Bool) -> HandlerOutcome

    /// Handles a request from another input than the stdio client (the preview page,
    /// ``ExternalRequest``). By default, as ``handle(method:params:isNotification:)``.
    func handleExternal(method: String, params: JSONValue?) -> HandlerOutcome

    /// A notification another input sends the stdio client unasked (the preview page's
    /// `preview/reveal`), as the client should get it; nil drops it. By default, as it is.
    func relayed(_ notification: OutgoingNotification) -> OutgoingNotification?

    /// The session has run everything that arrived (no message waits, no question is out):
    /// work the handler put off until then is done now, and its notifications are sent. By
    /// default, nothing.
    func settle() -> [OutgoingNotification]
}

extension RPCHandler {
    /// A request from another input runs as the client's own would.
    public func handleExternal(method: String, params: JSONValue?) -> HandlerOutcome {
        handle(method: method, params: params, isNotification: false)
    }

    /// A notification from another input goes to the client as it is.
    public func relayed(_ notification: OutgoingNotification) -> OutgoingNotification? { notification }

    /// Nothing is put off.
    public func settle() -> [OutgoingNotification] { [] }
}
