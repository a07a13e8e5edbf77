/// One message of a queued batch (internal).
struct BatchElement {
    /// The message.
    let message: RPCMessage
    /// Whether `$/cancelRequest` named it before it ran (it is then answered -32800).
    var cancelled = false
}
