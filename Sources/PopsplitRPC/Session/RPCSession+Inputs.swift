import PopsplitJSON

/// The session's inputs: frames, framing errors, parsed messages, the passing of time, the end
/// of input. Each returns the messages to write, in order.
extension RPCSession {
    /// Takes one frame's body: parses it and processes it. Invalid JSON is -32700, with the
    /// request's id when ``RequestIdScanner`` recovers it, id null otherwise.
    public func receive(frame body: [UInt8], nowMs: Int64) -> RPCSessionOutput {
        logReceived(body)
        let value: JSONValue
        do {
            value = try JSONCodec.parse(body)
        } catch {
            let id = RequestIdScanner.id(in: body)
            logger.log(.warning, "parse error: \(error.text) (line \(error.line), column \(error.column))\(id.map { ", request \($0)" } ?? "")")
            let data: JSONValue = [
                "line": .int(Int64(error.line)), "column": .int(Int64(error.column)), "position": .int(Int64(error.position)),
            ]
            guard begin(nowMs) else { return finish() }
            noteReceived(nil, text: body)
            queue.append(.reply(RPCWire.response(id: id, error: .parseError(error.text, data: data))))
            pump()
            return finish()
        }
        return process(value, text: body, nowMs: nowMs)
    }

    /// Takes a framing error: answered -32700 with id null, in turn.
    public func receive(framingError: FramingError, nowMs: Int64) -> RPCSessionOutput {
        logger.log(.warning, framingError.description)
        let error = RPCError(code: RPCErrorCode.parseError, message: framingError.description)
        return receive(reply: RPCWire.response(id: nil, error: error), nowMs: nowMs)
    }

    /// Takes what a ``FrameDecoder`` produced (a truncated frame is only logged).
    public func receive(_ event: FrameEvent, nowMs: Int64) -> RPCSessionOutput {
        switch event {
        case .message(let body): return receive(frame: body, nowMs: nowMs)
        case .error(let error): return receive(framingError: error, nowMs: nowMs)
        case .truncated(let error):
            logger.log(.error, error.description)
            return RPCSessionOutput(exitCode: exitCode)
        }
    }

    /// Takes one parsed message or batch.
    public func receive(_ value: JSONValue, nowMs: Int64) -> RPCSessionOutput {
        logger.log(.trace, "received: \(TraceText.excerpt(JSONCodec.serialize(value), limit: self.traceLimit, escapingControls: true))")
        return process(value, text: nil, nowMs: nowMs)
    }

    /// Processes one parsed message or batch (`text`: its body as received, when known).
    func process(_ value: JSONValue, text: [UInt8]?, nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        noteReceived(value, text: text)
        if case .array(let elements) = value {
            receiveBatch(elements)
        } else {
            receiveMessage(RPCMessage.parse(value))
        }
        pump()
        return finish()
    }

    /// Lets time pass: questions whose deadline is at or before `nowMs` take their defaults.
    /// The transport calls it after each read's messages; when nothing is left to run, the
    /// handler settles (``RPCHandler/settle()``).
    public func tick(nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        pump()
        if lifecycle == .running, questions.isEmpty, queue.isEmpty, batch == nil {
            let settled = handler.settle()
            if !settled.isEmpty { output.append(contentsOf: settled.map(\.message)) }
        }
        return finish()
    }

    /// The input ended: outstanding questions take their defaults, queued work runs, and the
    /// session ends with exit code 0 (logged as a warning when `shutdown` was not received).
    public func close(nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else { return finish() }
        end { shutdown in
            if shutdown {
                self.logger.log(.info, "end of input after shutdown")
            } else {
                self.logger.log(.warning, "end of input without shutdown")
            }
            return 0
        }
        return finish()
    }
}
