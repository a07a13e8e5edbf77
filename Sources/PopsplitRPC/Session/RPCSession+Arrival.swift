import PopsplitJSON

/// What happens when a message arrives: queued, or processed at once (replies,
/// `$/cancelRequest`, `exit`).
extension RPCSession {
    /// Queues a single message, or processes it at once when it must not wait.
    func receiveMessage(_ message: RPCMessage) {
        if isImmediate(message) {
            processImmediately(message)
        } else if queuedCount >= Self.maximumQueuedMessages {
            refuseQueueing(message)
        } else {
            queue.append(.message(message))
        }
    }

    /// Answers a message that found the queue full (``maximumQueuedMessages``): a request gets
    /// -32803 at once, an invalid message its error, a notification is dropped and logged.
    func refuseQueueing(_ message: RPCMessage) {
        switch message {
        case .request(let id, _, _): output.append(.value(RPCWire.response(id: id, error: .queueFull(waiting: queuedCount))))
        case .invalid(let id, let error): output.append(.value(RPCWire.response(id: id, error: error)))
        case .notification(let method, _):
            logger.log(.warning, "notification \(method.prefix(100)) dropped: \(queuedCount) messages wait for the answer to a question")
        case .response: break
        }
    }

    /// Splits a batch: its requests and notifications are queued as one item; its replies,
    /// cancellations and `exit` are processed at once, after the batch is queued. An empty
    /// batch, or any batch in Content-Length mode, is one -32600 with id null.
    func receiveBatch(_ elements: [JSONValue]) {
        guard !elements.isEmpty else {
            queue.append(.reply(RPCWire.response(id: nil, error: .invalidRequest("empty batch"))))
            return
        }
        guard framing == .newline else {
            // LSP forbids batches and editors cannot read an array back: refuse it whole.
            let error = RPCError.invalidRequest("batches are not supported in Content-Length mode")
            queue.append(.reply(RPCWire.response(id: nil, error: error)))
            return
        }
        let messages = elements.map(RPCMessage.parse)
        let ordinary = messages.filter { !isImmediate($0) }.map { BatchElement(message: $0) }
        if !ordinary.isEmpty, queuedCount + ordinary.count > Self.maximumQueuedMessages {
            // The whole batch is refused: its requests answered -32803 in one array.
            let waiting = queuedCount
            let replies = ordinary.compactMap { element -> JSONValue? in
                switch element.message {
                case .request(let id, _, _): RPCWire.response(id: id, error: .queueFull(waiting: waiting))
                case .invalid(let id, let error): RPCWire.response(id: id, error: error)
                case .notification, .response: nil
                }
            }
            if !replies.isEmpty { output.append(.value(.array(replies))) }
        } else if !ordinary.isEmpty {
            queue.append(.batch(ordinary))
        }
        for message in messages where isImmediate(message) && exitCode == nil {
            processImmediately(message)
        }
    }

    /// Whether a message is processed on arrival rather than queued.
    func isImmediate(_ message: RPCMessage) -> Bool {
        switch message {
        case .response: return true
        case .notification(let method, _): return method == "$/cancelRequest" || method == "exit"
        case .request, .invalid: return false
        }
    }

    /// Processes a reply, a cancellation or `exit`.
    func processImmediately(_ message: RPCMessage) {
        switch message {
        case .response(let id, let result):
            receiveReply(id: id, result: result)
        case .notification("exit", _):
            end { shutdown in
                let code: Int32 = shutdown ? 0 : 1
                self.logger.log(shutdown ? .info : .warning, "exit received\(shutdown ? "" : " without shutdown"): exit code \(code)")
                return code
            }
        case .notification(_, let params):
            cancel(params: params)
        case .request, .invalid:
            queue.append(.message(message))
        }
    }

    // MARK: Cancellation

    /// `$/cancelRequest {id}`: a queued request is answered -32800 at once; one in a queued
    /// batch is marked and answered -32800 in the batch's array; one waiting for the answer to
    /// its own question is answered -32800 at once (in its batch's array when in a batch), its
    /// question forgotten (the handler's continuation is dropped, so nothing it would have done
    /// happens); otherwise nothing happens.
    func cancel(params: JSONValue?) {
        guard let raw = params?["id"], let id = RPCId(raw) else {
            logger.log(.warning, "$/cancelRequest without a string or integer params.id ignored")
            return
        }
        var found = false
        var kept: [WorkItem] = []
        for item in queue {
            switch item {
            case .message(.request(id, _, _)):
                found = true
                output.append(.value(RPCWire.response(id: id, error: .requestCancelled)))
            case .batch(var elements):
                found = markCancelled(id, in: &elements) || found
                kept.append(.batch(elements))
            default:
                kept.append(item)
            }
        }
        queue = kept
        if var current = batch {
            var rest = Array(current.elements[current.next...])
            found = markCancelled(id, in: &rest) || found
            current.elements.replaceSubrange(current.next..., with: rest)
            batch = current
        }
        if let index = questions.firstIndex(where: { $0.origin.id == id }) {
            let question = questions.remove(at: index)
            cancelledQuestions.append(question.id)
            if cancelledQuestions.count > RPCSession.cancelledQuestionMemory { cancelledQuestions.removeFirst() }
            logger.log(.info, "request \(id) cancelled while waiting for question \(question.id) (\(question.method)): its answer will be ignored")
            deliver(RPCWire.response(id: id, error: .requestCancelled), inBatch: question.origin.inBatch)
            found = true
        }
        logger.log(.debug, found ? "request \(id) cancelled" : "cancel of request \(id) ignored: not queued")
    }

    /// Marks the requests with `id` in `elements`; true when one was found.
    private func markCancelled(_ id: RPCId, in elements: inout [BatchElement]) -> Bool {
        var found = false
        for index in elements.indices {
            if case .request(id, _, _) = elements[index].message {
                elements[index].cancelled = true
                found = true
            }
        }
        return found
    }
}
