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
        let format = DocumentFormat(uri: uri)
        let scene = SceneName.make(for: uri, taken: sceneIds)
        sceneIds.insert(scene)
        documentOfScene[scene] = uri
        var document = OpenDocument(uri: uri, scene: scene, format: format, text: text, version: version)
        load(&document)
        documents[uri] = document
        return .result(.null, notifications: [publication(of: document)])
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
        load(&document)
        documents[uri] = document
        return .result(.null, notifications: [publication(of: document)])
    }

    /// `textDocument/didSave`: the text is already the daemon's; the diagnostics again.
    func didSave(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        guard let document = documents[try params.documentURI()] else { return .result(.null) }
        return .result(.null, notifications: [publication(of: document)])
    }

    /// `textDocument/didClose`: the scene is closed and the document's diagnostics cleared.
    func didClose(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let uri = try params.documentURI()
        guard let document = documents.removeValue(forKey: uri) else { return .result(.null) }
        close(document)
        let cleared = OutgoingNotification(
            method: "textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
        return .result(.null, notifications: [cleared])
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
        switch callDaemon(document.sceneOpen ? "scene/reload" : "scene/open", .object(params)) {
        case .success(let result):
            document.sceneOpen = true
            document.diagnostics = result["diagnostics"]?.arrayValue ?? []
        case .failure(let error):
            if let listed = error.data?["diagnostics"]?.arrayValue {
                document.diagnostics = listed
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

    /// Closes a document's scene in the daemon and frees its id.
    func close(_ document: OpenDocument) {
        if document.sceneOpen { _ = callDaemon("scene/close", ["scene": .string(document.scene)]) }
        sceneIds.remove(document.scene)
        documentOfScene[document.scene] = nil
    }

    /// The `textDocument/publishDiagnostics` of a document.
    func publication(of document: OpenDocument) -> OutgoingNotification {
        OutgoingNotification(
            method: "textDocument/publishDiagnostics",
            params: ["uri": .string(document.uri), "version": .int(document.version), "diagnostics": .array(document.diagnostics)])
    }

    /// A `window/showMessage` warning.
    static func message(_ text: String) -> OutgoingNotification {
        OutgoingNotification(method: "window/showMessage", params: ["type": 2, "message": .string(text)])
    }
}
