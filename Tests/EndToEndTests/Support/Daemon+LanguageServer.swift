import Foundation
import PopsplitJSON

/// Driving `popsplit lsp` as an editor's LSP client does.
extension Daemon {
    /// Starts `popsplit lsp`, sends `initialize` offering `encodings` (and a plugin's
    /// `capabilities.popsplit`, protocol.md 14.1) and `initialized`; returns the server and the
    /// `initialize` result.
    static func languageServer(encodings: [String]? = ["utf-16"], popsplit: JSONValue? = nil) throws -> (Daemon, JSONValue) {
        let server = try Daemon(["lsp"])
        var capabilities = JSONObject()
        if let encodings { capabilities["general"] = ["positionEncodings": .array(encodings.map { .string($0) })] }
        if let popsplit { capabilities["popsplit"] = popsplit }
        let reply = try server.call("initialize", ["processId": .int(Int64(getpid())), "capabilities": .object(capabilities)])
        guard let result = reply.result else { throw E2EError("initialize failed: \(JSONCodec.string(reply.response))") }
        try server.notify("initialized", [:])
        return (server, result)
    }

    /// Opens `text` as document `uri` and returns the diagnostics published for it.
    func openDocument(_ uri: String, text: String, version: Int64 = 1) throws -> [JSONValue] {
        try notify(
            "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "json", "version": .int(version), "text": .string(text)]])
        return try publishedDiagnostics(uri)
    }

    /// Reads messages up to the next `textDocument/publishDiagnostics` for `uri`; its diagnostics.
    func publishedDiagnostics(_ uri: String) throws -> [JSONValue] {
        for _ in 0..<100 {
            let message = try next()
            if message["method"] == "textDocument/publishDiagnostics", message["params"]?["uri"]?.stringValue == uri {
                return message["params"]?["diagnostics"]?.arrayValue ?? []
            }
        }
        throw E2EError("no diagnostics were published for \(uri)")
    }

    /// A request about `uri` at `line`:`character` (zero-based), and its result.
    func at(_ method: String, _ uri: String, _ line: Int, _ character: Int, extra: JSONObject = JSONObject()) throws -> JSONValue {
        var params = extra
        params["textDocument"] = ["uri": .string(uri)]
        params["position"] = ["line": .int(Int64(line)), "character": .int(Int64(character))]
        let reply = try call(method, .object(params))
        guard let result = reply.result else { throw E2EError("\(method) failed: \(JSONCodec.string(reply.response))") }
        return result
    }
}
