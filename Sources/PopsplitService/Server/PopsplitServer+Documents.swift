import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension PopsplitServer {
    /// Reads the scene document a request carries in exactly one of `document` (an object),
    /// `text` (the document's JSON text, as an editor buffer holds it: diagnostics then carry line
    /// and column) or `path` (a file the daemon reads). Fails with -32602 when not exactly one is
    /// given, with -32010 and the diagnostics when the document is invalid.
    func readDocument(_ params: ParamsReader) throws(RPCError) -> (document: SceneDocument, warnings: [DocumentDiagnostic]) {
        let given = ["document", "text", "path"].filter { key in
            guard let value = try? params.member(key) else { return false }
            return !value.isNull
        }
        guard given.count == 1 else {
            throw RPCError.invalidParams(
                path: "params", expected: "exactly one of document, text, path",
                got: given.isEmpty ? "none" : given.joined(separator: ", "))
        }
        let check: SceneDocumentCheck
        switch given[0] {
        case "document":
            let value = try params.object("document").value ?? .null
            check = decoder.check(value: value, source: nil)
        case "text":
            check = decoder.check(text: try params.string("text"))
        default:
            let path = try params.string("path")
            // The system would read a path holding NUL cut at the NUL: refuse it.
            guard !path.utf8.contains(0) else {
                throw RPCError.invalidParams(path: params.path(of: "path"), expected: "file path (without NUL)", got: "string holding NUL")
            }
            switch readFile(path) {
            case .success(let text): check = decoder.check(text: text)
            case .failure(let error):
                let diagnostic = DocumentDiagnostic(severity: .error, kind: .syntax, path: "$", message: error.message)
                throw Self.invalidDocument(DocumentDiagnostics([diagnostic]))
            }
        }
        switch check.result {
        case .success(let document):
            return (document, check.diagnostics.filter { $0.severity == .warning })
        case .failure(let diagnostics):
            throw Self.invalidDocument(diagnostics)
        }
    }

    /// The error for a model error met while loading a document (`scene/open`, `scene/reload`):
    /// a document the decoder accepted but the model refuses (a navigation controller in a
    /// navigation stack, a container with views of its own ...) is still -32010 with
    /// `data.diagnostics` (path `$`), as protocol.md promises; other model errors map as usual.
    static func loadError(_ error: ModelError) -> RPCError {
        guard error.kind == .invalidDocument else { return error.rpcError }
        let diagnostic = DocumentDiagnostic(severity: .error, kind: .invalidValue, path: "$", message: error.message)
        return invalidDocument(DocumentDiagnostics([diagnostic]))
    }

    /// -32010 with the diagnostics as data; the message quotes the first error.
    static func invalidDocument(_ diagnostics: DocumentDiagnostics) -> RPCError {
        let first = diagnostics.errors.first.map { ": \($0.description)" } ?? ""
        let count = diagnostics.errors.count
        return RPCError(
            code: ServiceErrorCode.invalidDocument,
            message: "invalid scene document (\(count) error\(count == 1 ? "" : "s"))\(first)", data: diagnostics.json)
    }
}
