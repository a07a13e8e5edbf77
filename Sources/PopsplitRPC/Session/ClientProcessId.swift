import PopsplitJSON

/// The client's process id, read from `initialize`'s `params.processId` (LSP's convention: the
/// server exits when the process that started it is gone).
public enum ClientProcessId {
    /// The largest process id the system can name (`pid_t` is 32 bits).
    static let maximum = Int(Int32.max)

    /// Reads `processId` from `initialize`'s params: an integer from 1 to 2147483647, or `null`
    /// (or absent) when the client does not want to be watched. Anything else is -32602 naming
    /// `params.processId`.
    public static func read(initializeParams params: JSONValue?) throws(RPCError) -> Int32? {
        let root = ParamsReader(params)
        guard let value = try root.optionalInt("processId") else { return nil }
        guard value >= 1, value <= maximum else {
            throw RPCError.invalidParams(
                path: root.path(of: "processId"), expected: "integer from 1 to \(maximum) or null", got: String(value))
        }
        return Int32(value)
    }
}
