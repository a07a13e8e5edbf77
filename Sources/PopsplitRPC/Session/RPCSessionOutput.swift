import PopsplitJSON

/// What one input to an ``RPCSession`` produced: messages to write, in order, and whether the
/// process should now exit.
public struct RPCSessionOutput: Sendable, Equatable {
    /// The messages to write, in order (a batch's answer is one array).
    public var messages: [JSONValue]
    /// The exit code, once the session has ended (`exit` received or input closed).
    public var exitCode: Int32?

    /// An output.
    public init(messages: [JSONValue] = [], exitCode: Int32? = nil) {
        self.messages = messages
        self.exitCode = exitCode
    }

    /// The messages framed for the stream.
    public func encoded(with encoder: FrameEncoder) -> [UInt8] { encoder.encode(messages) }
}
