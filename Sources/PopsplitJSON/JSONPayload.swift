/// A JSON value as a tree or as bytes already encoded: what a message carries when its part may
/// come from an encoder that writes bytes straight (layouts, events, results).
public enum JSONPayload: Sendable, Equatable {
    /// A tree, serialised when written.
    case value(JSONValue)
    /// Bytes written by an encoder, copied as they are.
    case text(JSONText)

    /// The value as a tree (the text decoded).
    public var value: JSONValue {
        switch self {
        case .value(let tree): tree
        case .text(let text): text.value
        }
    }

    /// The compact bytes (the tree serialised).
    public var bytes: [UInt8] {
        switch self {
        case .value(let tree): JSONCodec.serialize(tree)
        case .text(let text): text.bytes
        }
    }

    /// Appends the compact bytes to `buffer`.
    public func write(into buffer: inout [UInt8]) {
        switch self {
        case .value(let tree): JSONCodec.serialize(tree, into: &buffer)
        case .text(let text): buffer.append(contentsOf: text.bytes)
        }
    }

    /// Two payloads are equal when they hold the same JSON value, whatever their form.
    public static func == (a: JSONPayload, b: JSONPayload) -> Bool {
        if case .text(let x) = a, case .text(let y) = b, x == y { return true }
        return a.value == b.value
    }
}
