import PopsplitJSON
import PopsplitRPC

/// What an editor plugin needs beyond LSP (protocol.md 14.1): daemon methods on a document's
/// scene (`popsplit/request`), the scene's notifications (`popsplit/sceneNotification`) and the
/// delegate's questions (`popsplit/question`).
extension LanguageServer {
    /// Daemon methods `popsplit/request` refuses: the document's text owns its scene (opened,
    /// loaded again and closed by the text synchronisation), and these are about no one scene.
    static let methodsNotForwarded: Set<String> = [
        "scene/open", "scene/close", "scene/reload", "scene/list", "initialize", "initialized", "shutdown", "exit",
    ]

    /// `popsplit/request` `{"textDocument": {"uri"}, "method", "params"}`: runs daemon method
    /// `method` with `params.scene` set to the document's scene and answers as the daemon does.
    /// -32602 for a document that is not open, a method of ``methodsNotForwarded`` or `$/`, and
    /// params that are not an object; the daemon's -32011 when the text never loaded.
    func forward(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        let method = try params.string("method")
        guard !Self.methodsNotForwarded.contains(method), !method.hasPrefix("$/") else {
            throw RPCError.invalidParams(
                path: params.path(of: "method"), expected: "a daemon method about one scene (the document's text owns its scene: edit the text)",
                got: JSONCodec.string(.string(String(method.prefix(100)))))
        }
        guard let document = documents[uri] else {
            throw RPCError.invalidParams(path: "params.textDocument.uri", expected: "an open document", got: JSONCodec.string(.string(String(uri.prefix(200)))))
        }
        var inner: JSONObject
        switch try params.member("params") {
        case nil, .null?: inner = JSONObject()
        case .object(let object)?: inner = object
        case let other?: throw RPCError.invalidParams(path: params.path(of: "params"), expected: "object", got: other.typeName)
        }
        inner["scene"] = .string(document.scene)
        return passOn(daemon.handle(method: method, params: .object(inner), isNotification: false), uri: uri)
    }

    /// The daemon's outcome for the client: its notifications wrapped (``wrapped(_:)``), a
    /// question asked as `popsplit/question` about document `uri`, its answer passed back.
    func passOn(_ outcome: HandlerOutcome, uri: String?) -> HandlerOutcome {
        switch outcome {
        case .result(let value, let notifications):
            return .result(value, notifications: wrapped(notifications))
        case .encodedResult(let text, let notifications):
            return .encodedResult(text, notifications: wrapped(notifications))
        case .failure(let error, let notifications):
            return .failure(error, notifications: wrapped(notifications))
        case .ask(let method, let params, let defaultAnswer, let notifications, let resume):
            let question: JSONValue = ["textDocument": ["uri": uri.map(JSONValue.string) ?? .null], "method": .string(method), "params": params]
            return .ask(
                method: "popsplit/question", params: question, defaultAnswer: defaultAnswer, notifications: wrapped(notifications),
                resume: { [unowned self] answer in self.passOn(resume(answer), uri: uri) })
        }
    }

    /// The daemon's notifications as `popsplit/sceneNotification`s, for a client that asked
    /// for them; those about no open document's scene are dropped.
    func wrapped(_ notifications: [OutgoingNotification]) -> [OutgoingNotification] {
        guard sendsSceneNotifications, !notifications.isEmpty else { return [] }
        return notifications.compactMap { notification in
            let params = notification.payload?.value ?? .null
            guard let scene = params["scene"]?.stringValue, let uri = documentOfScene[scene] else { return nil }
            return OutgoingNotification(
                method: "popsplit/sceneNotification",
                params: ["textDocument": ["uri": .string(uri)], "method": .string(notification.method), "params": params])
        }
    }

    /// `outcome` with the ``outbox`` (emptied) sent before its own notifications.
    func sendingOutbox(before outcome: HandlerOutcome) -> HandlerOutcome {
        guard !outbox.isEmpty else { return outcome }
        let first = outbox
        outbox = []
        switch outcome {
        case .result(let value, let notifications): return .result(value, notifications: first + notifications)
        case .encodedResult(let text, let notifications): return .encodedResult(text, notifications: first + notifications)
        case .failure(let error, let notifications): return .failure(error, notifications: first + notifications)
        case .ask(let method, let params, let defaultAnswer, let notifications, let resume):
            return .ask(method: method, params: params, defaultAnswer: defaultAnswer, notifications: first + notifications, resume: resume)
        }
    }
}
