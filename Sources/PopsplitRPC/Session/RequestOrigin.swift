/// The incoming message an outcome answers (internal).
struct RequestOrigin: Sendable {
    /// The request's id; nil for a notification (nothing is answered).
    let id: RPCId?
    /// The method, for logs.
    let method: String
    /// Whether the answer goes into the batch being run rather than straight out.
    let inBatch: Bool
}
