import PopsplitJSON

/// Frames outgoing messages the way the stream's client framed its own.
///
/// Content-Length mode writes only `Content-Length: N\r\n\r\n` and the body (N counts bytes of
/// UTF-8); some strict clients break on an extra `Content-Type`. Newline mode writes the compact
/// body and `\n` (compact JSON never contains a raw newline).
public struct FrameEncoder: Sendable {
    /// The framing written.
    public var mode: FramingMode

    /// An encoder for a framing.
    public init(mode: FramingMode) { self.mode = mode }

    /// Appends one framed message whose body is already serialised.
    public func append(body: [UInt8], to output: inout [UInt8]) {
        switch mode {
        case .contentLength:
            FrameEncoder.appendHeader(length: body.count, to: &output)
            output.append(contentsOf: body)
        case .newline:
            output.append(contentsOf: body)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// Appends one framed message, serialising `message` compactly.
    public func append(_ message: JSONValue, to output: inout [UInt8]) {
        switch mode {
        case .contentLength:
            append(body: JSONCodec.serialize(message), to: &output)
        case .newline:
            JSONCodec.serialize(message, into: &output)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The framed bytes of several messages, in order.
    public func encode(_ messages: [JSONValue]) -> [UInt8] {
        var output: [UInt8] = []
        for message in messages { append(message, to: &output) }
        return output
    }

    /// Appends `Content-Length: N\r\n\r\n` (N in decimal, bytes).
    static func appendHeader(length: Int, to output: inout [UInt8]) {
        output.append(contentsOf: FrameEncoder.headerName)
        var digits: [UInt8] = []
        var rest = max(0, length)
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        output.append(contentsOf: digits.reversed())
        output.append(contentsOf: [0x0D, 0x0A, 0x0D, 0x0A])
    }

    /// `Content-Length: ` as bytes.
    static let headerName = Array("Content-Length: ".utf8)
}
