import PopsplitJSON

/// LSP's trace setting: whether the daemon sends the client `$/logTrace` notifications about
/// the messages it receives and sends, and whether they carry the message's text. Set by
/// `initialize`'s `trace` and by `$/setTrace` (protocol.md, section 3).
public enum TraceValue: String, Sendable, CaseIterable {
    /// No `$/logTrace` (the default).
    case off
    /// One `$/logTrace` per message, with a one-line `message`.
    case messages
    /// The same, with the message's JSON text as `verbose` (cut at the session's trace limit).
    case verbose

    /// Reads `trace` from `initialize`'s params: one of the values, or absent (or null) for
    /// `off`; anything else is -32602 naming `params.trace`.
    public static func read(initializeParams params: JSONValue?) throws(RPCError) -> TraceValue {
        try ParamsReader(params).optionalEnumeration("trace", TraceValue.self) ?? .off
    }
}
