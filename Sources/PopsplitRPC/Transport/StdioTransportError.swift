/// Why the standard streams could not be set up.
public struct StdioTransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system call that failed.
    public var call: String
    /// Its errno.
    public var code: Int32

    /// An error.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// `dup failed (errno 24)`.
    public var description: String { "\(call) failed (errno \(code))" }
}
