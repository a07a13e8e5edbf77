/// One JSON value already written as compact bytes (what ``JSONCodec/serialize(_:)`` writes):
/// a message part encoded once by the encoder of its kind and copied into the output as it is.
/// Whoever needs the tree (a script's transcript, the preview, a test) decodes it.
public struct JSONText: Sendable, Equatable {
    /// The compact JSON.
    public let bytes: [UInt8]

    /// Bytes a ``JSONOutput`` wrote (one complete value).
    init(encoded bytes: [UInt8]) { self.bytes = bytes }

    /// The compact form of a tree.
    public init(_ value: JSONValue) { bytes = JSONCodec.serialize(value) }

    /// The value `body` writes into a fresh ``JSONOutput``.
    public init(capacity: Int = 256, writing body: (inout JSONOutput) -> Void) {
        var output = JSONOutput(capacity: capacity)
        body(&output)
        self = output.finish()
    }

    /// The value as a tree (decoded; `null` if the bytes were not one JSON value, which the
    /// writers never produce).
    public var value: JSONValue { (try? JSONCodec.parse(bytes)) ?? .null }

    /// The bytes as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
