import PopsplitJSON
import PopsplitRPC

/// The preview page of a document: `popsplit/preview` and the `popsplit.preview` command.
extension LanguageServer {
    /// `popsplit/preview` `{"textDocument": {"uri"}, "externalOrigin"?}`: starts the daemon's
    /// preview page for the document's scene (`preview/start`) and answers `{"url", "scene"}`
    /// (and `externalOrigin` when one was named, section 13.2).
    func preview(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        try startPreview(uri: try params.documentURI(), externalOrigin: try params.optionalString("externalOrigin"))
    }

    /// `workspace/executeCommand`: `popsplit.preview` with the document's URI as its argument
    /// (a string, or `{"uri"}`) answers as `popsplit/preview`. Another command is -32602.
    func executeCommand(_ params: ParamsReader) throws(RPCError) -> HandlerOutcome {
        let command = try params.string("command")
        guard Self.commands.contains(command) else {
            throw RPCError.invalidParams(
                path: "params.command", expected: "one of \(Self.commands.joined(separator: ", "))",
                got: JSONCodec.string(.string(String(command.prefix(100)))))
        }
        let arguments = try params.optionalArray("arguments") ?? []
        guard let uri = arguments.first?.stringValue ?? arguments.first?["uri"]?.stringValue else {
            throw RPCError.invalidParams(path: "params.arguments[0]", expected: "a document URI", got: arguments.first?.typeName ?? "nothing")
        }
        return try startPreview(uri: uri)
    }

    /// Starts the preview of the open document `uri`: -32602 when it is not open, the daemon's
    /// error when its scene never loaded (-32011) or the page server cannot start (-32020).
    func startPreview(uri: String, externalOrigin: String? = nil) throws(RPCError) -> HandlerOutcome {
        guard let document = documents[uri] else {
            throw RPCError.invalidParams(path: "uri", expected: "an open document", got: JSONCodec.string(.string(String(uri.prefix(200)))))
        }
        var params = JSONObject([("scene", .string(document.scene))])
        if let externalOrigin { params["externalOrigin"] = .string(externalOrigin) }
        switch callDaemon("preview/start", .object(params)) {
        case .success(let started):
            var answer = JSONObject([("url", started["url"] ?? .null), ("scene", .string(document.scene))])
            if let origin = started["externalOrigin"] { answer["externalOrigin"] = origin }
            return .result(.object(answer))
        case .failure(let error): return .failure(error)
        }
    }
}
