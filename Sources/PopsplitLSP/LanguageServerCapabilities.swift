import PopsplitDocument
import PopsplitJSON

/// What the server tells the editor at `initialize`.
enum LanguageServerCapabilities {
    /// LSP's `InitializeResult`: the negotiated position encoding, incremental sync, the
    /// features served, and `serverInfo` from the daemon's own answer.
    static func initializeResult(encoding: PositionEncoding, daemon: JSONValue) -> JSONValue {
        let capabilities: JSONValue = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "documentSymbolProvider": true,
            "completionProvider": ["triggerCharacters": ["\"", ":"], "resolveProvider": false],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "diagnosticProvider": ["interFileDependencies": false, "workspaceDiagnostics": false],
            "executeCommandProvider": ["commands": .array(LanguageServer.commands.map { .string($0) })],
        ]
        let version = daemon["serverInfo"]?["version"] ?? .string("0")
        return ["capabilities": capabilities, "serverInfo": ["name": "popsplit", "version": version]]
    }
}
