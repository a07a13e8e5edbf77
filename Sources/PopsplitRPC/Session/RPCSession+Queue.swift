import PopsplitJSON

/// Running queued work in order while no question is outstanding.
extension RPCSession {
    /// Runs queued work until the queue is empty, a question is outstanding or the session ended.
    func pump() {
        while questions.isEmpty, lifecycle != .ended {
            if var current = batch {
                if current.next < current.elements.count {
                    let element = current.elements[current.next]
                    current.next += 1
                    batch = current
                    if element.cancelled, case .request(let id, _, _) = element.message {
                        batch?.replies.append(RPCWire.response(id: id, error: .requestCancelled))
                    } else {
                        run(element.message, inBatch: true)
                    }
                } else {
                    batch = nil
                    if !current.replies.isEmpty { output.append(.value(.array(current.replies))) }
                }
                continue
            }
            guard !queue.isEmpty else { return }
            switch queue.removeFirst() {
            case .reply(let reply): output.append(.value(reply))
            case .message(let message): run(message, inBatch: false)
            case .batch(let elements): batch = BatchProgress(elements: elements)
            case .external(let request): runExternal(request)
            }
        }
    }

    /// Runs one message now.
    func run(_ message: RPCMessage, inBatch: Bool) {
        switch message {
        case .invalid(let id, let error):
            logger.log(.warning, "invalid message: \(error.message)")
            deliver(RPCWire.response(id: id, error: error), inBatch: inBatch)
        case .request(let id, let method, let params):
            runRequest(id: id, method: method, params: params, inBatch: inBatch)
        case .notification(let method, let params):
            runNotification(method: method, params: params, inBatch: inBatch)
        case .response(let id, let result):
            receiveReply(id: id, result: result)
        }
    }

    /// Sends an answer held as a tree, or keeps it for the batch's array.
    func deliver(_ reply: JSONValue, inBatch: Bool) {
        deliver(.value(reply), inBatch: inBatch)
    }

    /// Sends an answer, or keeps it for the batch's array (as a tree: batches are rare).
    func deliver(_ reply: OutgoingMessage, inBatch: Bool) {
        if inBatch, batch != nil {
            batch?.replies.append(reply.json)
        } else {
            output.append(reply)
        }
    }
}
