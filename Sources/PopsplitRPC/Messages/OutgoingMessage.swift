import PopsplitJSON

/// One message the session hands the transport: a tree, or a notification or a response whose
/// params or result an encoder already wrote as bytes (layouts, events, command results), which
/// the transport copies into its output as they are. Members in the order of ``RPCWire``.
public enum OutgoingMessage: Sendable, Equatable {
    /// Any message as a tree.
    case value(JSONValue)
    /// `{"jsonrpc":"2.0","method":..,"params":..}` with params already encoded.
    case notification(method: String, params: JSONText)
    /// `{"jsonrpc":"2.0","id":..,"result":..}` with the result already encoded.
    case response(id: RPCId?, result: JSONText)

    /// The message as a tree (encoded parts decoded).
    public var json: JSONValue {
        switch self {
        case .value(let tree): tree
        case .notification(let method, let params): RPCWire.notification(method: method, params: params.value)
        case .response(let id, let result): RPCWire.response(id: id, result: result.value)
        }
    }

    /// The method, when the message is a notification or a request.
    public var method: String? {
        switch self {
        case .value(let tree): tree["method"]?.stringValue
        case .notification(let method, _): method
        case .response: nil
        }
    }

    /// Appends the message's compact bytes to `output`: what ``JSONCodec/serialize(_:into:)``
    /// writes for ``json``.
    public func write(into output: inout [UInt8]) {
        switch self {
        case .value(let tree):
            JSONCodec.serialize(tree, into: &output)
        case .notification(let method, let params):
            output.append(contentsOf: OutgoingMessage.notificationStart)
            JSONCodec.serialize(.string(method), into: &output)
            output.append(contentsOf: OutgoingMessage.paramsKey)
            output.append(contentsOf: params.bytes)
            output.append(UInt8(ascii: "}"))
        case .response(let id, let result):
            output.append(contentsOf: OutgoingMessage.responseStart)
            if case .int(let number)? = id {
                DecimalDigits.append(number, to: &output)
            } else {
                JSONCodec.serialize(id?.json ?? .null, into: &output)
            }
            output.append(contentsOf: OutgoingMessage.resultKey)
            output.append(contentsOf: result.bytes)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes the message into `output` behind its `Content-Length` header when its length is
    /// known before writing it (a notification whose method needs no escape, a response with a
    /// number or no id: every message a command sends), so that it is written once, with no
    /// scratch copy; false, with nothing written, for the others.
    func writeFramed(into output: inout [UInt8]) -> Bool {
        switch self {
        case .value:
            return false
        case .notification(var method, let params):
            return method.withUTF8 { name in
                guard !JSONCodec.needsEscape(name) else { return false }
                let length = Self.notificationStart.count + name.count + 2 + Self.paramsKey.count + params.bytes.count + 1
                FrameEncoder.appendHeader(length: length, to: &output)
                output.append(contentsOf: Self.notificationStart)
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: name)
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: Self.paramsKey)
                output.append(contentsOf: params.bytes)
                output.append(UInt8(ascii: "}"))
                return true
            }
        case .response(let id, let result):
            let idLength: Int
            switch id {
            case .int(let number)?: idLength = DecimalDigits.length(of: number)
            case nil: idLength = 4  // null
            case .string?: return false
            }
            FrameEncoder.appendHeader(length: Self.responseStart.count + idLength + Self.resultKey.count + result.bytes.count + 1, to: &output)
            write(into: &output)
            return true
        }
    }

    /// `{"jsonrpc":"2.0","method":` as bytes.
    static let notificationStart = Array(#"{"jsonrpc":"2.0","method":"#.utf8)
    /// `,"params":` as bytes.
    static let paramsKey = Array(#","params":"#.utf8)
    /// `{"jsonrpc":"2.0","id":` as bytes.
    static let responseStart = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    /// `,"result":` as bytes.
    static let resultKey = Array(#","result":"#.utf8)

    /// The message's compact bytes.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    /// Two messages are equal when they are the same JSON, whatever their form.
    public static func == (a: OutgoingMessage, b: OutgoingMessage) -> Bool {
        a.json == b.json
    }
}
