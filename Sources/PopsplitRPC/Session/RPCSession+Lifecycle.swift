import PopsplitJSON

/// The LSP lifecycle: which messages run in which state.
extension RPCSession {
    /// Runs a request according to the lifecycle.
    func runRequest(id: RPCId, method: String, params: JSONValue?, inBatch: Bool) {
        logger.log(.debug, "request \(id) \(method)")
        let origin = RequestOrigin(id: id, method: method, inBatch: inBatch)
        switch lifecycle {
        case .awaitingInitialize:
            if method == "initialize" {
                initialize(params: params, origin: origin)
            } else {
                deliver(RPCWire.response(id: id, error: .serverNotInitialized), inBatch: inBatch)
            }
        case .running:
            switch method {
            case "initialize":
                deliver(RPCWire.response(id: id, error: .invalidRequest("initialize may only be sent once")), inBatch: inBatch)
            case "shutdown":
                shutdownReceived = true
                lifecycle = .shutDown
                logger.log(.info, "shutdown received")
                deliver(RPCWire.response(id: id, result: .null), inBatch: inBatch)
            default:
                apply(handler.handle(method: method, params: params, isNotification: false), for: origin)
            }
        case .shutDown:
            deliver(RPCWire.response(id: id, error: .invalidRequest("the server is shut down: only exit is accepted")), inBatch: inBatch)
        case .ended:
            break
        }
    }

    /// Runs a notification according to the lifecycle: dropped before `initialize` and after
    /// `shutdown`; `initialized` and `$/setTrace` are taken by the session; others go to the
    /// handler.
    func runNotification(method: String, params: JSONValue?, inBatch: Bool) {
        guard lifecycle == .running else {
            logger.log(.debug, "notification \(method) dropped (\(lifecycle))")
            return
        }
        if method == "initialized" {
            logger.log(.info, "client initialized")
            return
        }
        if method == "$/setTrace" {
            setTrace(params: params)
            return
        }
        logger.log(.debug, "notification \(method)")
        let origin = RequestOrigin(id: nil, method: method, inBatch: inBatch)
        apply(handler.handle(method: method, params: params, isNotification: true), for: origin)
    }

    /// `initialize`: reads the question settings, the client's process id and the trace value,
    /// asks the handler, starts running on success (and only then keeps what it read).
    func initialize(params: JSONValue?, origin: RequestOrigin) {
        let settings: QuestionSettings
        let processId: Int32?
        let traceValue: TraceValue
        do {
            settings = try QuestionSettings.read(initializeParams: params, defaultTimeoutMs: defaultQuestionTimeoutMs)
            processId = try ClientProcessId.read(initializeParams: params)
            traceValue = try TraceValue.read(initializeParams: params)
        } catch {
            deliver(RPCWire.response(id: origin.id, error: error), inBatch: origin.inBatch)
            return
        }
        switch handler.initialize(params: params) {
        case .success(let result):
            questionSettings = settings
            clientProcessId = processId
            trace = traceValue
            lifecycle = .running
            if let processId { logger.log(.info, "client process id \(processId) (from initialize)") }
            logger.log(
                .info, "initialized (questions \(settings.delegateQuestions ? "delegated, timeout \(settings.timeoutMs) ms" : "answered with defaults"))")
            deliver(RPCWire.response(id: origin.id, result: result), inBatch: origin.inBatch)
        case .failure(let error):
            logger.log(.warning, "initialize failed: \(error)")
            deliver(RPCWire.response(id: origin.id, error: error), inBatch: origin.inBatch)
        }
    }
}
