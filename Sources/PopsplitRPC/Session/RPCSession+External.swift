import PopsplitJSON

/// Requests from another input of the daemon than stdin (the preview page): queued behind the
/// client's work, run through the same handler, answered to their own reply.
extension RPCSession {
    /// Queues `request` and processes; the returned messages (its notifications, questions and
    /// whatever queued work produced) go to the stdio client as usual.
    public func receive(external request: ExternalRequest, nowMs: Int64) -> RPCSessionOutput {
        guard begin(nowMs) else {
            request.reply(.failure(.invalidRequest("the session has ended")))
            return finish()
        }
        queue.append(.external(request))
        pump()
        return finish()
    }

    /// What the stdio client gets for a notification another input sends it unasked (the
    /// handler may reshape or drop it, ``RPCHandler/relayed(_:)``); nothing before `initialize`
    /// succeeded or after `shutdown`.
    public func relay(_ notification: OutgoingNotification) -> RPCSessionOutput {
        guard lifecycle == .running, let relayed = handler.relayed(notification) else { return RPCSessionOutput() }
        return RPCSessionOutput(messages: [relayed.json])
    }

    /// Runs an external request now, according to the lifecycle.
    func runExternal(_ request: ExternalRequest) {
        guard lifecycle == .running else {
            request.reply(.failure(lifecycle == .awaitingInitialize ? .serverNotInitialized : .invalidRequest("the server is shut down")))
            return
        }
        logger.log(.debug, "external request \(request.method)")
        let origin = RequestOrigin(id: nil, method: request.method, inBatch: false, external: request.reply)
        apply(handler.handleExternal(method: request.method, params: request.params), for: origin)
    }
}
