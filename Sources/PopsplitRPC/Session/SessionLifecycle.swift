/// The LSP lifecycle of a session.
public enum SessionLifecycle: Sendable, Equatable {
    /// Before a successful `initialize`: other requests get -32002, notifications are dropped
    /// (except `exit`).
    case awaitingInitialize
    /// Serving requests.
    case running
    /// After `shutdown`: every request gets -32600, notifications are dropped (except `exit`).
    case shutDown
    /// After `exit` or the end of input: nothing more is read.
    case ended
}
