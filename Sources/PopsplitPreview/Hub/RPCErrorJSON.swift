import PopsplitJSON

/// An error as JSON, for a `result` message (an `Error` wrapper for `Result`).
struct RPCErrorJSON: Error {
    /// The error object.
    let json: JSONValue
}
