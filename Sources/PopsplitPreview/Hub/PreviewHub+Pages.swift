import PopsplitJSON
import PopsplitRPC
import PopsplitRender
import PopsplitService

/// What arrives from the pages and the file watcher, run on the session's thread.
extension PreviewHub {
    /// Takes one item; returns what it produced for the stdio client.
    public func process(_ item: InboxItem, session: RPCSession, nowMs: Int64) -> RPCSessionOutput {
        switch item {
        case .opened(let connection):
            open(connection)
            return RPCSessionOutput()
        case .closed(let connection):
            if pages[connection.id]?.connection === connection { pages[connection.id] = nil }
            return RPCSessionOutput()
        case .serverEnded(let process):
            serverEnded(process)
            return RPCSessionOutput()
        case .publish:
            publishDirty()
            return RPCSessionOutput()
        case .reload(let scene, let path):
            guard server.previewView(scene) != nil else { return RPCSessionOutput() }
            let request = ExternalRequest(method: "scene/reload", params: ["scene": .string(scene), "path": .string(path)]) { _ in }
            return run(request, session: session, nowMs: nowMs, source: .file)
        case .message(let connection, let text):
            guard let page = pages[connection.id], page.connection === connection else { return RPCSessionOutput() }
            return receive(text, from: page, session: session, nowMs: nowMs)
        }
    }

    /// A page connected: follows its scene and sends it `hello` and the picture.
    func open(_ connection: RemotePage) {
        guard let scene = connection.scene else {
            connection.send(PageMessages.scenes(server.previewSceneIDs))
            return
        }
        guard server.previewView(scene) != nil else {
            connection.send(PageMessages.error("no scene \"\(scene)\" is open"))
            connection.close()
            return
        }
        watch(scene)
        let record = PageRecord(connection: connection)
        pages[connection.id] = record
        helloAndPicture(record, scene: scene)
    }

    /// Sends `hello` (with the timeline) and the whole picture.
    func helloAndPicture(_ record: PageRecord, scene: String) {
        guard let view = server.previewView(scene), let followed = watched[scene] else { return }
        let steps = followed.timeline.numbered.map { PageMessages.stepJSON($0.element, number: $0.number) }
        record.connection.send(
            PageMessages.hello(
                scene: scene, version: view.layoutVersion, steps: steps, broken: followed.broken, highlight: followed.highlight))
        sendWhole(to: record)
    }

    /// Answers a message of a page whose scene was closed: a `call` or `restoreStep` gets its
    /// `result` with the error (-32011), anything else an `error` message; nothing runs.
    func refuseClosed(_ message: JSONObject, type: String, scene: String, connection: RemotePage) {
        let text = "the scene \"\(scene.prefix(100))\" was closed: open the page again to follow a scene of that id"
        guard type == "call" || type == "restoreStep" else {
            connection.send(PageMessages.error(text))
            return
        }
        let error = RPCErrorJSON(json: ["code": .int(Int64(ServiceErrorCode.unknownScene)), "message": .string(text), "data": ["scene": .string(scene)]])
        connection.send(PageMessages.result(id: message["id"] ?? .null, outcome: .failure(error)))
    }

    /// Runs `request` through the session, recording `source` for the timeline. A page's request
    /// is refused at once (``PreviewErrorCode/busy``) when ``PreviewHub/maximumWaitingCalls``
    /// requests already wait in the session's queue.
    func run(_ request: ExternalRequest, session: RPCSession, nowMs: Int64, source: StepSource) -> RPCSessionOutput {
        if source == .page, session.queuedCount >= Self.maximumWaitingCalls {
            let message =
                "the daemon is busy: \(session.queuedCount) requests wait for the client to answer a delegate question; this call was not run"
            request.reply(.failure(RPCError(code: PreviewErrorCode.busy, message: message)))
            return RPCSessionOutput()
        }
        self.source = source
        defer { self.source = .client }
        return session.receive(external: request, nowMs: nowMs)
    }

    /// One message of a page (protocol.md section 13.3); a bad one gets an `error` message.
    func receive(_ text: String, from page: PageRecord, session: RPCSession, nowMs: Int64) -> RPCSessionOutput {
        let connection = page.connection
        guard let scene = connection.scene else { return RPCSessionOutput() }
        guard case .object(let message)? = try? JSONCodec.parse(text), let type = message["type"]?.stringValue else {
            connection.send(PageMessages.error("a message is a JSON object with a \"type\""))
            return RPCSessionOutput()
        }
        if page.sceneClosed {
            refuseClosed(message, type: type, scene: scene, connection: connection)
            return RPCSessionOutput()
        }
        switch type {
        case "call":
            return call(message, page: page, scene: scene, session: session, nowMs: nowMs)
        case "full":
            sendWhole(to: page)
        case "reveal":
            guard let node = message["node"]?.stringValue, node.utf8.count <= Self.maximumNodeIdBytes else {
                connection.send(PageMessages.error("reveal takes a node id"))
                return RPCSessionOutput()
            }
            let notification = OutgoingNotification(method: "preview/reveal", params: ["scene": .string(scene), "node": .string(node)])
            return session.relay(notification)
        case "showStep":
            guard let number = message["number"]?.intValue, let step = watched[scene]?.timeline[Int(clamping: number)] else {
                connection.send(PageMessages.error("no such step"))
                return RPCSessionOutput()
            }
            connection.send(PageMessages.stepPicture(number: Int(clamping: number), svg: picture(of: step.scene, options: page.options)))
        case "restoreStep":
            guard let number = message["number"]?.intValue, let step = watched[scene]?.timeline[Int(clamping: number)] else {
                connection.send(PageMessages.error("no such step"))
                return RPCSessionOutput()
            }
            let id = message["id"] ?? .null
            let params = PopsplitServer.restoreParams(scene: scene, to: step.scene)
            let request = ExternalRequest(method: "scene/restore", params: params) { outcome in
                connection.send(PageMessages.result(id: id, outcome: outcome.mapError { RPCErrorJSON(json: $0.json) }))
            }
            return run(request, session: session, nowMs: nowMs, source: .page)
        case "options":
            var options = page.options
            if let theme = message["theme"]?.stringValue {
                guard let value = RenderTheme(rawValue: theme) else {
                    connection.send(PageMessages.error("theme is light or dark"))
                    return RPCSessionOutput()
                }
                options.theme = value
            }
            if let explain = message["explain"]?.boolValue { options.explain = explain }
            if let rotated = message["rotated"]?.boolValue { options.rotated = rotated }
            pages[connection.id]?.options = options
            if let updated = pages[connection.id] { sendWhole(to: updated) }
        default:
            connection.send(PageMessages.error("unknown message type \"\(type.prefix(40))\""))
        }
        return RPCSessionOutput()
    }

    /// A `call`: an allowed method on the page's scene, run through the session; its answer goes
    /// back to the page only.
    func call(_ message: JSONObject, page: PageRecord, scene: String, session: RPCSession, nowMs: Int64) -> RPCSessionOutput {
        let connection = page.connection
        let id = message["id"] ?? .null
        guard let method = message["method"]?.stringValue, PageCall.allowed.contains(method) else {
            let error = RPCErrorJSON(json: ["code": -32601, "message": "a page may not call this method"])
            connection.send(PageMessages.result(id: id, outcome: .failure(error)))
            return RPCSessionOutput()
        }
        var params = JSONObject()
        if case .object(let given)? = message["params"] {
            for (key, value) in given.members where key != "scene" { params[key] = value }
        } else if let given = message["params"], given != .null {
            let error = RPCErrorJSON(json: ["code": -32602, "message": "params: expected object"])
            connection.send(PageMessages.result(id: id, outcome: .failure(error)))
            return RPCSessionOutput()
        }
        params["scene"] = .string(scene)
        let request = ExternalRequest(method: method, params: .object(params)) { outcome in
            connection.send(PageMessages.result(id: id, outcome: outcome.mapError { RPCErrorJSON(json: $0.json) }))
        }
        return run(request, session: session, nowMs: nowMs, source: .page)
    }
}
