import PopsplitJSON

/// The incoming message an outcome answers (internal).
struct RequestOrigin {
    /// The request's id; nil for a notification (nothing is answered).
    let id: RPCId?
    /// The method, for logs.
    let method: String
    /// Whether the answer goes into the batch being run rather than straight out.
    let inBatch: Bool
    /// Where the answer goes instead, for an ``ExternalRequest``.
    var external: ((Result<JSONValue, RPCError>) -> Void)? = nil
}
