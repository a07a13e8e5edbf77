import PopsplitDocument
import PopsplitJSON
import PopsplitRPC

/// Text synchronisation: the editor's text goes to the daemon on every change, and the
/// diagnostics of the load come back as `textDocument/publishDiagnostics`.
extension LanguageServer {
    /// `textDocument/didOpen`: the document becomes a scene of the daemon (when it loads).
    func didOpen(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let item = try params.object("textDocument")
        let uri = try item.string("uri")
        let text = try item.string("text")
        let version = Int64(try item.optionalInt("version") ?? 0)
        if let old = documents[uri] { close(old) }
        guard documents.count < Self.maxOpenDocuments else {
            return .result(.null, notifications: [Self.message("popsplit: more than \(Self.maxOpenDocuments) documents are open; \(uri) is not followed")])
        }
        if OpenDocument.isCompanionURI(uri) { return openCompanion(uri: uri, text: text, version: version) }
        let format = DocumentFormat(uri: uri)
        let scene = SceneName.make(for: uri, taken: sceneIds)
        sceneIds.insert(scene)
        documentOfScene[scene] = uri
        var document = OpenDocument(uri: uri, scene: scene, format: format, text: text, version: version)
        load(&document)
        documents[uri] = document
        return .result(.null, notifications: publications(of: document))
    }

    /// `textDocument/didChange`: the changes applied in order, then one load of the new text.
    func didChange(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        guard var document = documents[uri], !document.outOfSync else { return .result(.null) }
        let version = try params.object("textDocument").optionalInt("version").map(Int64.init)
        let changes = try params.elements("contentChanges")
        guard changes.count <= Self.maxChangesPerNotification else {
            documents[uri]?.outOfSync = true
            return .result(
                .null,
                notifications: [
                    Self.message("popsplit: \(uri) changed \(changes.count) times in one notification (at most \(Self.maxChangesPerNotification)); reopen it")
                ])
        }
        var text = document.text
        for change in changes {
            text = try TextChange(change).applied(to: text, encoding: encoding)
            guard text.utf8.count <= Self.maxTextBytes else {
                documents[uri]?.outOfSync = true
                return .result(.null, notifications: [Self.message("popsplit: \(uri) is larger than \(Self.maxTextBytes) bytes; it is not followed")])
            }
        }
        document.text = text
        document.version = version ?? document.version.addingReportingOverflow(1).partialValue
        document.facts = nil
        if document.isCompanion {
            documents[uri] = document
            return .result(.null, notifications: companionChanged(uri: uri, text: text))
        }
        documents[uri] = document
        if !unloaded.contains(uri) { unloaded.append(uri) }
        return .result(.null)
    }

    /// Loads the documents edited since their last load (``unloaded``), in edit order; their
    /// diagnostics and the daemon's notifications go to the ``outbox``.
    func loadEdited() {
        guard !unloaded.isEmpty else { return }
        let edited = unloaded
        unloaded = []
        for uri in edited {
            guard var document = documents[uri], !document.outOfSync else { continue }
            load(&document)
            documents[uri] = document
            outbox += publications(of: document)
        }
    }

    /// `textDocument/didSave`: the text is already the daemon's; the diagnostics again.
    func didSave(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let document = documents[try params.documentURI()], !document.isCompanion else { return .result(.null) }
        return .result(.null, notifications: publications(of: document))
    }

    /// `textDocument/didClose`: the scene is closed and the document's diagnostics cleared.
    func didClose(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        guard let document = documents.removeValue(forKey: uri) else { return .result(.null) }
        let cleared = OutgoingNotification(
            method: "textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
        if document.isCompanion { return .result(.null, notifications: [cleared] + companionChanged(uri: uri, text: nil)) }
        close(document)
        var notifications = [cleared]
        if let companion = OpenDocument.companionURI(of: uri, format: document.format),
            companionDiagnostics.removeValue(forKey: companion) != nil, documents[companion] == nil
        {
            notifications.append(
                OutgoingNotification(method: "textDocument/publishDiagnostics", params: ["uri": .string(companion), "diagnostics": []]))
        }
        return .result(.null, notifications: notifications)
    }

    /// `textDocument/diagnostic` (pull): the diagnostics of the last load.
    func pullDiagnostics(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let items = documents[try params.documentURI()]?.diagnostics ?? []
        return .result(["kind": "full", "items": .array(items)])
    }

    /// Loads the document's text into the daemon: `scene/reload` when its scene is open, else
    /// `scene/open`; keeps the diagnostics either way.
    func load(_ document: inout OpenDocument) {
        var params = JSONObject([("scene", .string(document.scene)), ("text", .string(document.text))])
        if !document.sceneOpen, let format = document.format { params["format"] = .string(format.rawValue) }
        let companion = companionPath(for: document)
        if let companion { params["companion"] = .string(companion.path) }
        switch callDaemon(document.sceneOpen ? "scene/reload" : "scene/open", .object(params)) {
        case .success(let result):
            document.sceneOpen = true
            document.diagnostics = sortedOut(result["diagnostics"]?.arrayValue ?? [], companion: companion?.uri, of: document)
        case .failure(let error):
            if let listed = error.data?["diagnostics"]?.arrayValue {
                document.diagnostics = sortedOut(listed, companion: companion?.uri, of: document)
            } else {
                // Not the document's fault (a size limit, a daemon error): said at its start.
                document.diagnostics = [
                    [
                        "range": SourceRange.origin.json, "severity": 1, "source": "popsplit", "code": .int(Int64(error.code)),
                        "message": .string(error.message),
                    ]
                ]
            }
        }
    }

    /// Closes a document's scene in the daemon and frees its id (and its companion's path).
    func close(_ document: OpenDocument) {
        if let companion = OpenDocument.companionURI(of: document.uri, format: document.format), let path = FileURI.path(of: companion) {
            companions.readable.remove(path)
        }
        if document.sceneOpen { _ = callDaemon("scene/close", ["scene": .string(document.scene)]) }
        sceneIds.remove(document.scene)
        documentOfScene[document.scene] = nil
    }

    /// The `textDocument/publishDiagnostics` of a document's companion document (when it has
    /// one), then of the document.
    func publications(of document: OpenDocument) -> [OutgoingNotification] {
        var sent: [OutgoingNotification] = []
        if let companion = OpenDocument.companionURI(of: document.uri, format: document.format), let listed = companionDiagnostics[companion] {
            var params = JSONObject([("uri", .string(companion)), ("diagnostics", .array(listed))])
            if let open = documents[companion] { params["version"] = .int(open.version) }
            sent.append(OutgoingNotification(method: "textDocument/publishDiagnostics", params: .object(params)))
        }
        sent.append(
            OutgoingNotification(
                method: "textDocument/publishDiagnostics",
                params: ["uri": .string(document.uri), "version": .int(document.version), "diagnostics": .array(document.diagnostics)]))
        return sent
    }

    /// A `window/showMessage` warning.
    static func message(_ text: String) -> OutgoingNotification {
        OutgoingNotification(method: "window/showMessage", params: ["type": 2, "message": .string(text)])
    }
}
