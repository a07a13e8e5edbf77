import PopsplitJSON

/// Tracing: every message in and out on the `trace` log level (its text, cut at the trace
/// limit), and, when the client set trace to `messages` or `verbose`, a `$/logTrace`
/// notification to the client for each (protocol.md, sections 2 and 3).
extension RPCSession {
    /// The method of the trace notifications sent to the client.
    static let logTraceMethod = "$/logTrace"

    /// Logs a message received, as bytes, on the trace level.
    func logReceived(_ bytes: [UInt8]) {
        logger.log(.trace, "received: \(TraceText.excerpt(bytes, limit: traceLimit, escapingControls: true))")
    }

    /// Queues the `$/logTrace` for a message just received (`value` nil: it was not JSON), when
    /// the client asked for traces. `text` is its body as received, when known.
    func noteReceived(_ value: JSONValue?, text: [UInt8]?) {
        guard trace != .off else { return }
        let summary: String
        switch value {
        case nil:
            summary = "received unparsable message (\(text?.count ?? 0) bytes)"
        case .array(let elements)?:
            summary = "received batch of \(elements.count) messages"
        case let single?:
            switch RPCMessage.parse(single) {
            case .request(let id, let method, _): summary = "received request '\(method)' (id \(id))"
            case .notification(let method, _): summary = "received notification '\(method)'"
            case .response(let id, _): summary = "received response (id \(id.map(\.description) ?? "null"))"
            case .invalid: summary = "received invalid message"
            }
        }
        let body = text ?? value.map(JSONCodec.serialize) ?? []
        output.append(.value(logTrace(summary, body: body)))
    }

    /// The messages to write with, when the client asked for traces, a `$/logTrace` before each
    /// (never before a `$/logTrace`); each one logged on the trace level.
    func traced(_ messages: [OutgoingMessage]) -> [OutgoingMessage] {
        var result = messages
        if trace != .off, !messages.isEmpty {
            result = []
            result.reserveCapacity(messages.count * 2)
            for message in messages {
                if message.method != RPCSession.logTraceMethod {
                    result.append(.value(logTrace(RPCSession.sendingSummary(message), body: message.bytes)))
                }
                result.append(message)
            }
        }
        for message in result {
            logger.log(.trace, "sent: \(TraceText.excerpt(message.bytes, limit: self.traceLimit, escapingControls: true))")
        }
        return result
    }

    /// A `$/logTrace` notification: `{message}`, plus `verbose` (the body, cut) in verbose mode.
    func logTrace(_ summary: String, body: [UInt8]) -> JSONValue {
        var params = JSONObject()
        params.appendUnchecked("message", .string(summary))
        if trace == .verbose {
            params.appendUnchecked("verbose", .string(TraceText.excerpt(body, limit: traceLimit, escapingControls: false)))
        }
        return RPCWire.notification(method: RPCSession.logTraceMethod, params: .object(params))
    }

    /// `sending request 'delegate/x' (id "q1")`, `sending notification 'scene/layout'`,
    /// `sending response (id 3)`, `sending error -32602 (id 3)`, `sending batch of 2 responses`.
    static func sendingSummary(_ message: OutgoingMessage) -> String {
        switch message {
        case .value(let tree): sendingSummary(tree)
        case .notification(let method, _): "sending notification '\(method)'"
        case .response(let id, _): "sending response (id \(id.map(\.description) ?? "null"))"
        }
    }

    /// ``sendingSummary(_:)`` of a message held as a tree.
    static func sendingSummary(_ message: JSONValue) -> String {
        if case .array(let elements) = message { return "sending batch of \(elements.count) responses" }
        let id = message["id"].flatMap(RPCId.init).map(\.description) ?? "null"
        if let method = message["method"]?.stringValue {
            return message["id"] == nil ? "sending notification '\(method)'" : "sending request '\(method)' (id \(id))"
        }
        if let code = message["error"]?["code"]?.intValue { return "sending error \(code) (id \(id))" }
        return "sending response (id \(id))"
    }

    /// `$/setTrace {value}`: sets the trace value; a missing or unknown value is logged and
    /// changes nothing.
    func setTrace(params: JSONValue?) {
        guard let name = params?["value"]?.stringValue, let value = TraceValue(rawValue: name) else {
            logger.log(.warning, "$/setTrace without a value of \"off\", \"messages\" or \"verbose\" ignored")
            return
        }
        trace = value
        logger.log(.info, "trace set to \(name)")
    }
}
