import PopsplitJSON

/// Handler outcomes, and questions to the client: sending, replies, timeouts.
extension RPCSession {
    /// Carries out an outcome for `origin`: notifications first, then the answer; a question
    /// is sent (client opted in) or answered with its default at once (otherwise).
    func apply(_ outcome: HandlerOutcome, for origin: RequestOrigin) {
        var current = outcome
        while true {
            switch current {
            case .result(let result, let notifications):
                if !notifications.isEmpty { output.append(contentsOf: notifications.map(\.message)) }
                if let external = origin.external {
                    external(.success(result))
                } else if let id = origin.id {
                    deliver(RPCWire.response(id: id, result: result), inBatch: origin.inBatch)
                }
                return
            case .encodedResult(let result, let notifications):
                if !notifications.isEmpty { output.append(contentsOf: notifications.map(\.message)) }
                if let external = origin.external {
                    external(.success(result.value))
                } else if let id = origin.id {
                    deliver(.response(id: id, result: result), inBatch: origin.inBatch)
                }
                return
            case .failure(let error, let notifications):
                if !notifications.isEmpty { output.append(contentsOf: notifications.map(\.message)) }
                if let external = origin.external {
                    external(.failure(error))
                } else if let id = origin.id {
                    deliver(RPCWire.response(id: id, error: error), inBatch: origin.inBatch)
                } else {
                    logger.log(.debug, "notification \(origin.method) failed: \(error)")
                }
                return
            case .ask(let method, let params, let defaultAnswer, let notifications, let resume):
                if !notifications.isEmpty { output.append(contentsOf: notifications.map(\.message)) }
                guard questionSettings.delegateQuestions, !closing else {
                    current = resume(defaultAnswer)
                    continue
                }
                questionCount += 1
                // The timeout is at most a day; the sum saturates at the end of the clock anyway.
                let (deadline, overflow) = now.addingReportingOverflow(questionSettings.timeoutMs)
                let question = PendingQuestion(
                    id: "q\(questionCount)", method: method, defaultAnswer: defaultAnswer,
                    deadline: overflow ? Int64.max : deadline, origin: origin, resume: resume)
                questions.append(question)
                logger.log(.debug, "question \(question.id) \(method) sent for \(origin.method)")
                output.append(.value(RPCWire.request(id: .string(question.id), method: method, params: params)))
                return
            }
        }
    }

    /// A reply from the client: resumes its question; the late answer to a question whose
    /// request was cancelled, and a reply nobody waits for, are logged and ignored.
    func receiveReply(id: RPCId?, result: Result<JSONValue, RPCError>) {
        if case .string(let key)? = id, let cancelled = cancelledQuestions.firstIndex(of: key) {
            cancelledQuestions.remove(at: cancelled)
            logger.log(.info, "answer to question \(key) ignored: its request was cancelled")
            return
        }
        guard case .string(let key)? = id, let index = questions.firstIndex(where: { $0.id == key }) else {
            logger.log(.warning, "reply to unknown request \(id.map(\.description) ?? "null") ignored")
            return
        }
        let question = questions.remove(at: index)
        let (answer, reason) = QuestionReply.answer(from: result, defaultAnswer: question.defaultAnswer)
        if let reason {
            logger.log(.warning, "question \(question.id) (\(question.method)): \(reason): default answer used")
        } else {
            logger.log(.debug, "question \(question.id) answered")
        }
        apply(question.resume(answer), for: question.origin)
    }

    /// Questions whose deadline has come take their defaults.
    func expireQuestions() {
        guard !questions.isEmpty else { return }
        let overdue = questions.filter { $0.deadline <= now }
        for question in overdue {
            guard let index = questions.firstIndex(where: { $0.id == question.id }) else { continue }
            questions.remove(at: index)
            logger.log(.warning, "question \(question.id) (\(question.method)) unanswered after \(questionSettings.timeoutMs) ms: default answer used")
            apply(question.resume(question.defaultAnswer), for: question.origin)
        }
    }
}
