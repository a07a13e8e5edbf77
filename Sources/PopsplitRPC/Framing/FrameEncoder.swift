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
        var scratch: [UInt8] = []
        append(message, to: &output, scratch: &scratch)
    }

    /// Appends one framed message, serialising `message` compactly through `scratch`, working
    /// space whose capacity is reused from call to call (its contents are replaced).
    public func append(_ message: JSONValue, to output: inout [UInt8], scratch: inout [UInt8]) {
        append(OutgoingMessage.value(message), to: &output, scratch: &scratch)
    }

    /// Appends one framed message (its encoded parts copied as they are) through `scratch`,
    /// working space whose capacity is reused from call to call (its contents are replaced).
    public func append(_ message: OutgoingMessage, to output: inout [UInt8], scratch: inout [UInt8]) {
        switch mode {
        case .contentLength:
            // A command's messages know their length: header and message go straight in.
            if message.writeFramed(into: &output) { return }
            scratch.removeAll(keepingCapacity: true)
            message.write(into: &scratch)
            FrameEncoder.appendHeader(length: scratch.count, to: &output)
            output.append(contentsOf: scratch)
        case .newline:
            message.write(into: &output)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The framed bytes of several messages, in order.
    public func encode(_ messages: [JSONValue]) -> [UInt8] {
        encode(messages.map { OutgoingMessage.value($0) })
    }

    /// The framed bytes of several messages, in order.
    public func encode(_ messages: [OutgoingMessage]) -> [UInt8] {
        var output: [UInt8] = []
        var scratch: [UInt8] = []
        for message in messages { append(message, to: &output, scratch: &scratch) }
        return output
    }

    /// Appends `Content-Length: N\r\n\r\n` (N in decimal, bytes).
    static func appendHeader(length: Int, to output: inout [UInt8]) {
        output.append(contentsOf: FrameEncoder.headerName)
        DecimalDigits.append(Int64(max(0, length)), to: &output)
        output.append(contentsOf: FrameEncoder.headerEnd)
    }

    /// `Content-Length: ` as bytes.
    static let headerName = Array("Content-Length: ".utf8)

    /// The blank line ending the header, `\r\n\r\n`.
    static let headerEnd: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
}
