import PopsplitJSON

/// The batch being run (internal).
struct BatchProgress {
    /// Its messages, in order.
    var elements: [BatchElement]
    /// The index of the next message to run.
    var next = 0
    /// The answers so far, in order; sent as one array when the batch ends (nothing if empty).
    var replies: [JSONValue] = []
}
