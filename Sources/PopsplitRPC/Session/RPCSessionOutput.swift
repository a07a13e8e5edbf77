import PopsplitJSON

/// What one input to an ``RPCSession`` produced: messages to write, in order, and whether the
/// process should now exit.
public struct RPCSessionOutput: Sendable, Equatable {
    /// The messages to write, in order (a batch's answer is one array), as the transport writes
    /// them: encoded parts stay bytes.
    public var wire: [OutgoingMessage]
    /// The exit code, once the session has ended (`exit` received or input closed).
    public var exitCode: Int32?

    /// An output of messages held as trees.
    public init(messages: [JSONValue] = [], exitCode: Int32? = nil) {
        self.wire = messages.map { .value($0) }
        self.exitCode = exitCode
    }

    /// An output of messages as the session hands them over.
    public init(wire: [OutgoingMessage], exitCode: Int32? = nil) {
        self.wire = wire
        self.exitCode = exitCode
    }

    /// The messages as trees, in order (encoded parts decoded: for scripts, the preview, tests).
    public var messages: [JSONValue] { wire.map(\.json) }

    /// The messages framed for the stream.
    public func encoded(with encoder: FrameEncoder) -> [UInt8] { encoder.encode(wire) }
}
